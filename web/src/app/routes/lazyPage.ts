import { lazy, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

export interface LazyPage {
  Component: ComponentType;
  /** Starts downloading the page's code without rendering it. */
  preload: () => void;
}

/** React.lazy with a preload handle, so the first page's code can load beside its route group. */
export function lazyPage(load: Loader): LazyPage {
  let pending: ReturnType<Loader> | undefined;
  const once = () => (pending ??= load());
  return { Component: lazy(once), preload: () => void once() };
}

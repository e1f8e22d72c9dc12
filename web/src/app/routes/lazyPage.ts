import { lazy, type ComponentType, type ReactNode } from 'react';

export interface PageModule {
  default: ComponentType;
  /**
   * What the page shows soon after it has loaded (e.g. a list that arrives after the first paint),
   * rendered at build time only for its CSS: the prerendered page carries those styles, so the
   * browser does not compile them when that content appears.
   */
  criticalStyles?: ReactNode;
}

type Loader = () => Promise<PageModule>;

export interface LazyPage {
  Component: ComponentType;
  /** Starts downloading the page's code without rendering it. */
  preload: () => void;
  /** The page's module (loads it once). */
  load: Loader;
}

/** React.lazy with a preload handle, so the first page's code can load beside its route group. */
export function lazyPage(load: Loader): LazyPage {
  let pending: ReturnType<Loader> | undefined;
  const once = () => (pending ??= load());
  return { Component: lazy(once), preload: () => void once(), load: once };
}

import { join } from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/**
 * Where the import graph is followed: the app's own modules, React and MUI's components and icons,
 * each of which is used whole where imported. Not into libraries with barrel modules (the domain
 * package, react-router, TanStack Query, MUI's system and utilities): a barrel imports every
 * module of its package, although a page keeps only the ones it uses.
 */
const FOLLOWED = /[\\/](web[\\/]src|node_modules[\\/](react|react-dom|scheduler|@mui[\\/](material|icons-material)))[\\/]/;

/** The static-import closure of `roots` (the roots included) within FOLLOWED modules. */
function staticClosure(ctx: ChunkingContext, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id) || !FOLLOWED.test(id)) continue;
    seen.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Shared building blocks of the pages (sections, heroes, cards, head tags), not the form parts. */
const BLOCK = /[\\/]web[\\/]src[\\/](components|config|hooks|lib)[\\/]/;
const FORM_PART = /[\\/]components[\\/]forms[\\/]/;

/**
 * The chunks of a public page's start-up, one per step: the pieces src/boot.tsx imports one after
 * the other (React, MUI's styling engine, the theme, src/start.tsx), then the frame of every public page
 * (src/app/routes/PublicRoutes.tsx: layout, header, footer and the MUI parts they use), then the
 * building blocks two or more public pages share (BLOCK). Each step gets the FOLLOWED modules of
 * its static-import closure that no earlier step has. Left to itself Rolldown cuts these into some
 * fifty small chunks, because pages, admin and affiliate code share their modules in every
 * combination, and every chunk costs main-thread time of its own on every page load (request,
 * response, a compile too small to be streamed off the main thread, module instantiation).
 */
export function startupChunks(webRoot: string): CodeSplittingGroup[] {
  const bootRoot = join(webRoot, 'src', 'boot.tsx');
  const frameRoot = join(webRoot, 'src', 'app', 'routes', 'PublicRoutes.tsx');
  const pagesRoot = join(webRoot, 'src', 'app', 'routes', 'publicPages.ts');
  const STEPS = ['react', 'mui-styles', 'theme', 'start', 'public-frame', 'public-blocks'] as const;
  const passes = new WeakMap<ChunkingContext, Map<string, (typeof STEPS)[number]>>();
  const stepOf = (id: string, ctx: ChunkingContext) => {
    let steps = passes.get(ctx);
    if (!steps) {
      steps = new Map();
      const pieces = ctx.getModuleInfo(bootRoot)?.dynamicallyImportedIds ?? [];
      const PIECES = STEPS.indexOf('start') + 1;
      if (pieces.length !== PIECES) throw new Error(`src/boot.tsx should import ${PIECES} pieces, found ${pieces.length}`);
      const pages = ctx.getModuleInfo(pagesRoot)?.dynamicallyImportedIds ?? [];
      const pagesUsing = new Map<string, number>();
      for (const page of pages) for (const member of staticClosure(ctx, [page])) pagesUsing.set(member, (pagesUsing.get(member) ?? 0) + 1);
      const blocks = [...pagesUsing].filter(([id, count]) => count >= 2 && BLOCK.test(id) && !FORM_PART.test(id)).map(([id]) => id);
      [...pieces.map((piece) => [piece]), [frameRoot], blocks].forEach((roots, index) => {
        for (const member of staticClosure(ctx, roots)) if (!steps!.has(member)) steps!.set(member, STEPS[index]!);
      });
      passes.set(ctx, steps);
    }
    return steps.get(id) ?? null;
  };
  return [
    // Vite wraps every dynamic import in its preload helper: left in a step's chunk, it would make
    // src/boot.tsx import that chunk statically, evaluating the step before its turn.
    { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: STEPS.length + 1 },
    ...STEPS.map((step, index) => ({
      name: (id: string, ctx: ChunkingContext) => (stepOf(id, ctx) === step ? step : null),
      debugName: step,
      priority: STEPS.length - index,
    })),
  ];
}

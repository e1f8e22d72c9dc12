import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file while it streams in. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks that every page runs at start-up (those the `loaderSource` entry imports, and
 * their static imports) for eager compilation. Without the hint V8 compiles a function only when it is first
 * called, on the main thread: react-dom's bundled CommonJS body is one function, and compiling it
 * when the app started was a single 62 ms task on the test machine. With the hint the compiling
 * happens off the main thread while the file downloads. Other chunks keep V8's lazy default, so
 * code that may never run costs nothing up front. (Added after the file names were hashed: the same
 * sources always get the same line, so a name still stands for one content.)
 */
export function eagerCompile(loaderSource: string): Plugin {
  return {
    name: 'careers:eager-compile',
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const loader = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(loaderSource));
      if (!loader) return;
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const marked = new Set<string>();
      const mark = (fileName: string) => {
        const chunk = byFile.get(fileName);
        if (!chunk || marked.has(fileName)) return;
        marked.add(fileName);
        chunk.code = EAGER_COMPILE_HINT + chunk.code;
        for (const imported of chunk.imports) mark(imported);
      };
      for (const piece of loader.dynamicImports) mark(piece);
    },
  };
}

/**
 * Import circles among a package's modules. A circle makes module evaluation order depend on which
 * file is imported first (a `const` read before its module ran is a ReferenceError at start-up, in
 * one entry point and not another), and it ties the files into one unit that cannot be understood,
 * tested or split apart alone. `import type` counts too: it costs nothing at run time, but it is
 * still a dependency the reader must follow, and one later turned into a value import is a runtime
 * circle. importCycles.test.ts holds domain/src, functions/src and web/src to none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.tsx?$/;

/** Every .ts/.tsx file under `dir`, tests and declaration files included. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files under `dir` each file imports (static imports, `export ... from` and `import()`), as TypeScript resolves them. */
export function importGraph(dir: string, options: ts.CompilerOptions): Map<string, string[]> {
  const files = sourceFiles(dir);
  const inside = new Set(files);
  const host = ts.createCompilerHost(options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, host).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && inside.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each circle of the graph once, as the files around it (its first file repeated at the end), paths relative to `root`. */
export function importCycles(graph: Map<string, string[]>, root: string): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  // Tarjan's strongly connected components: each component of two or more files holds a circle.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (file: string) => {
    indexOf.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, indexOf.get(next)!));
    }
    if (low.get(file) === indexOf.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component);
    }
  };
  for (const file of [...graph.keys()].sort()) if (!indexOf.has(file)) visit(file);
  // One circle per component, found by a walk from its first file back to it within the component.
  for (const component of components) {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    const path = [start];
    const walk = (file: string): boolean => {
      for (const next of graph.get(file) ?? []) {
        if (next === start) return true;
        if (!members.has(next) || path.includes(next) || seen.has(`${file}>${next}`)) continue;
        seen.add(`${file}>${next}`);
        path.push(next);
        if (walk(next)) return true;
        path.pop();
      }
      return false;
    };
    walk(start);
    cycles.push([...path, start].map((file) => relative(root, file)));
  }
  return cycles;
}

/** The compiler options of the tsconfig.json at `project` (a directory). */
export function compilerOptionsOf(project: string): ts.CompilerOptions {
  const configFile = ts.findConfigFile(project, ts.sys.fileExists, 'tsconfig.json')!;
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, project).options;
}

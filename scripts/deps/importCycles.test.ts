import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compilerOptionsOf, importCycles, importGraph } from './importCycles';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('import circles', () => {
  it.each(['domain', 'functions', 'web'])('%s/src has none', (pkg) => {
    const project = join(ROOT, pkg);
    expect(importCycles(importGraph(join(project, 'src'), compilerOptionsOf(project)), ROOT)).toEqual([]);
  });

  it('finds a circle of value and type imports, and none in a tree', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    mkdirSync(join(dir, 'src', 'admin'), { recursive: true });
    const write = (file: string, text: string) => writeFileSync(join(dir, 'src', file), text);
    write('admin/fields.ts', "import type { Paging } from './paging';\nexport type Field = { paging?: Paging };\n");
    write('admin/paging.ts', "import { MAX } from './search';\nexport type Paging = { max: typeof MAX };\n");
    write('admin/search.ts', "import { type Field } from './fields';\nexport const MAX = 100;\nexport const f = (x: Field) => x;\n");
    write('leaf.ts', 'export const LEAF = 1;\n');
    write(
      'index.ts',
      "export * from './admin/fields';\nexport { LEAF } from './leaf';\nconst lazy = () => import('./leaf');\nvoid lazy;\n",
    );
    const options = { module: 99, moduleResolution: 100, target: 99 };
    expect(importCycles(importGraph(join(dir, 'src'), options), dir)).toEqual([
      ['src/admin/fields.ts', 'src/admin/paging.ts', 'src/admin/search.ts', 'src/admin/fields.ts'],
    ]);
    write('admin/search.ts', 'export const MAX = 100;\n');
    expect(importCycles(importGraph(join(dir, 'src'), options), dir)).toEqual([]);
  });
});

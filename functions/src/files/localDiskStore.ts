import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FileStore } from './fileStore';

/** Files under one root folder, for the offline stack where no Storage emulator runs. */
export function localDiskStore(root: string): FileStore {
  const base = resolve(root);
  const locate = (path: string) => {
    const full = resolve(base, path);
    if (!full.startsWith(base + sep)) throw new Error(`path escapes the store: ${path}`);
    return full;
  };
  return {
    async save(path, bytes) {
      const full = locate(path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, bytes);
    },
    async read(path) {
      try {
        return await readFile(locate(path));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(path) {
      await rm(locate(path), { force: true });
    },
    async move(from, to) {
      const target = locate(to);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(locate(from), target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    },
  };
}

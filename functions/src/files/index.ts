import { cloudStorageStore } from './cloudStorageStore';
import type { FileStore } from './fileStore';
import { localDiskStore } from './localDiskStore';

export type { FileStore } from './fileStore';

let store: FileStore | undefined;

/** CAREERS_LOCAL_FILES_DIR selects the local-disk store (offline stack); otherwise Cloud Storage. */
export function fileStore(): FileStore {
  const localDir = process.env.CAREERS_LOCAL_FILES_DIR;
  store ??= localDir ? localDiskStore(localDir) : cloudStorageStore();
  return store;
}

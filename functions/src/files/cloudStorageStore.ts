import { DEMO_PROJECT_ID } from '@careers/domain';
import { getStorage } from 'firebase-admin/storage';
import { adminApp } from '../firebase';
import type { FileStore } from './fileStore';

/** Cloud Storage (or its emulator when STORAGE_EMULATOR_HOST is set), default bucket. */
export function cloudStorageStore(bucketName?: string): FileStore {
  const bucket = () =>
    getStorage(adminApp()).bucket(
      bucketName ?? process.env.STORAGE_BUCKET ?? `${process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID}.appspot.com`,
    );
  return {
    async save(path, bytes, contentType) {
      await bucket()
        .file(path)
        .save(bytes, { contentType, resumable: false, metadata: { cacheControl: 'private, max-age=0' } });
    },
    async read(path) {
      const file = bucket().file(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [bytes] = await file.download();
      return bytes;
    },
    async remove(path) {
      await bucket().file(path).delete({ ignoreNotFound: true });
    },
    async move(from, to) {
      const file = bucket().file(from);
      const [exists] = await file.exists();
      if (exists) await file.move(to);
    },
  };
}

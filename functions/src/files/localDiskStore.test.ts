import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStore } from './localDiskStore';

describe('the local-disk file store', () => {
  const folder = mkdtempSync(join(tmpdir(), 'files-'));
  const store = localDiskStore(folder);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('saves, reads back and removes a file', async () => {
    await store.save('resumes/a/cv.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect((await store.read('resumes/a/cv.pdf'))?.toString()).toBe('%PDF-1.7');
    await store.remove('resumes/a/cv.pdf');
    expect(await store.read('resumes/a/cv.pdf')).toBeNull();
  });

  it('moves a file, and does nothing for one that is not there', async () => {
    await store.save('resumes/b/cv.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    await store.move('resumes/b/cv.pdf', 'trash/x/resumes/b/cv.pdf');
    expect(await store.read('resumes/b/cv.pdf')).toBeNull();
    expect((await store.read('trash/x/resumes/b/cv.pdf'))?.toString()).toBe('%PDF-1.7');
    await store.move('resumes/b/cv.pdf', 'trash/y/cv.pdf');
    expect(await store.read('trash/y/cv.pdf')).toBeNull();
  });

  it('refuses paths that escape its folder', async () => {
    await expect(store.save('../outside.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/escapes/);
  });
});

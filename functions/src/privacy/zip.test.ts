import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unzipStored, zipOf } from './zip';

describe('zipOf', () => {
  const entries = [
    { name: 'records.json', bytes: Buffer.from('{"records":[]}') },
    { name: 'files/applications/x/résumé.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
  ];

  it('writes an archive that reads back to the same files', () => {
    expect(unzipStored(zipOf(entries))).toEqual(entries);
  });

  it('writes an archive the standard unzip tool accepts (CRCs and directory included)', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'zip-')), 'export.zip');
    writeFileSync(path, zipOf(entries));
    expect(execFileSync('unzip', ['-t', path], { encoding: 'utf8' })).toContain('No errors detected');
  });
});

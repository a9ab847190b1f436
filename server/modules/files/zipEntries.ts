import type { FileContentType } from '../../../src/api/files';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH_WINDOW = 22 + 0xffff;
const MAX_ENTRIES = 10_000;

/** The entry names of a zip archive, from its central directory; null when the archive cannot be read. */
export const zipEntryNames = (bytes: Uint8Array): string[] | null => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - END_SEARCH_WINDOW); offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count > MAX_ENTRIES) return null;
  const decoder = new TextDecoder();
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > end) return null;
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
};

/** Entries that make an archive a program (Java, Android), which is refused like any executable. */
const PROGRAM_ENTRIES = new Set(['META-INF/MANIFEST.MF', 'AndroidManifest.xml', 'classes.dex']);

/**
 * An office document by its well-known part, else a plain zip; null for archives that are programs and for
 * those whose directory cannot be read (nothing then tells what they hold).
 */
export const zipKind = (bytes: Uint8Array): FileContentType | null => {
  const names = zipEntryNames(bytes);
  if (!names || names.some((name) => PROGRAM_ENTRIES.has(name))) return null;
  const has = (name: string) => names.includes(name);
  if (has('[Content_Types].xml')) {
    if (has('word/document.xml')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (has('xl/workbook.xml')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (has('ppt/presentation.xml')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  }
  return 'application/zip';
};

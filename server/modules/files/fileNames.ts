import type { FileContentType } from '../../../src/api/files';

export const MAX_NAME_LENGTH = 200;

/** Control characters and the invisible direction marks that can make `evil.exe` read as `exe.live`. */
const UNSAFE_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The user's file name cleaned for display: no folders, no control or direction characters, at most 200
 * characters. Only ever shown (and sent in Content-Disposition); storage uses the server's uuid.
 */
export const displayName = (name: string | undefined, fallback: string): string => {
  const base = (name ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(UNSAFE_CHARACTERS, '').trim();
  const capped = Array.from(clean).slice(0, MAX_NAME_LENGTH).join('').trim();
  return capped === '' || capped === '.' || capped === '..' ? fallback : capped;
};

/** The extensions each accepted type may be saved under, its usual one first. */
const EXTENSIONS: Record<FileContentType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/zip': ['zip'],
  'text/plain; charset=utf-8': ['txt', 'csv', 'tsv', 'md', 'log', 'json'],
};

/**
 * The name with an extension of the type detected from the bytes: a JPEG sent as `photo.png`, or a PNG sent as
 * `setup.exe`, is saved by whoever downloads it as what it is (`photo.jpg`, `setup.exe.png`), never opened by a
 * program its name chose. A name whose extension already fits is kept as it is.
 */
export const withTypeExtension = (name: string, contentType: FileContentType): string => {
  const allowed = EXTENSIONS[contentType];
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (allowed.includes(extension)) return name;
  // A known image or document extension is replaced; anything else stays part of the name.
  const replaced = Object.values(EXTENSIONS).some((list) => list.includes(extension));
  const base = replaced ? name.slice(0, dot) : name;
  const capped = Array.from(base).slice(0, MAX_NAME_LENGTH - allowed[0].length - 1).join('');
  return `${capped}.${allowed[0]}`;
};

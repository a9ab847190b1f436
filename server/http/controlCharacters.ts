import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RECORD_MESSAGES, type RecordError } from '../../src/api/records';
import { isPlainObject } from '../../src/core/isPlainObject';
import { AppError } from './envelope';

/**
 * Characters no text of the API may hold: the C0 controls but tab, line feed and carriage return, DEL, and a
 * UTF-16 half without its other half. PostgreSQL cannot store NUL in text or JSON and refuses lone surrogates in
 * JSON; the others have no use in text and hide in what people read. Tab, line feed and carriage return are
 * allowed in every text: multi-line fields (TextArea, rich text, table cells) and pasted text carry them, and
 * the store and the CSV export handle them (quoted cells).
 */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface ControlCharacter {
  /** Dotted path of the text (`name`, `items.0.title`, `queryInput.name.contains`); a key's own path for a key. */
  path: string;
  /** `U+0000` */
  character: string;
}

const codePoint = (text: string): string | null => {
  const match = FORBIDDEN.exec(text);
  return match ? `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
};

/** A key shown in a path: its forbidden characters escaped, so that the answer and a log stay readable. */
const shownKey = (key: string): string => key.replace(new RegExp(FORBIDDEN.source, 'g'), (found) => `\\u${found.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The first forbidden character in any string or key of `value` (objects and arrays walked without recursion,
 * so that a deeply nested body cannot overflow the stack), or null.
 */
export const findControlCharacter = (value: unknown, root = ''): ControlCharacter | null => {
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const character = codePoint(current);
      if (character) return { path, character };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) pending.push({ value: current[index], path: join(path, String(index)) });
    } else if (isPlainObject(current) && !ArrayBuffer.isView(current)) {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        const character = codePoint(key);
        if (character) return { path: join(path, shownKey(key)), character };
      }
      for (let index = entries.length - 1; index >= 0; index--) pending.push({ value: entries[index][1], path: join(path, entries[index][0]) });
    }
  }
  return null;
};

/** 400 `invalidParam` naming the field, as the record store names a field it refuses. */
export const controlCharacterError = ({ path, character }: ControlCharacter, part: string): AppError => {
  const field = path || part;
  const data: RecordError = { field, errors: [{ field, message: `contains the control character ${character}, which text may not hold` }] };
  return new AppError(400, RECORD_MESSAGES.invalidParam, { data });
};

const PARTS = ['params', 'query', 'body'] as const;

const check = async (request: FastifyRequest): Promise<void> => {
  for (const part of PARTS) {
    const found = findControlCharacter(request[part]);
    if (found) throw controlCharacterError(found, part);
  }
};

/**
 * One check for every route: path parameters, query and JSON body, as the route's schema parsed them (so JSON
 * text parameters such as `queryInput` are checked inside), before any handler or database sees them.
 */
export const registerControlCharacterCheck = (app: FastifyInstance): void => {
  app.addHook('preHandler', check);
};

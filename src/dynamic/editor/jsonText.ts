import { formatPath } from '../../core/definition/formatPath';

/**
 * The JSON view's text: where it fails to parse (line and column, for the message), and where each value sits (so
 * an error's path, such as `schema[2].widget`, can be selected in the text). A small scanner of the JSON grammar;
 * the value itself always comes from JSON.parse.
 */

export interface Span {
  start: number;
  end: number;
}

/** Why a text is no JSON definition; each has a text under app.pageEditor.json.faults. */
export const JSON_FAULTS = [
  'unexpectedEnd', 'expectedKey', 'expectedColon', 'expectedCommaOrBrace', 'expectedCommaOrBracket', 'expectedValue',
  'badEscape', 'controlCharacter', 'unclosedString', 'tooDeep', 'trailingText', 'notObject', 'invalid',
] as const;
export type JsonFault = (typeof JSON_FAULTS)[number];

export interface JsonSyntaxError {
  offset: number;
  /** 1-based, for people. */
  line: number;
  column: number;
  fault: JsonFault;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError };

/** Nesting beyond this is refused (a definition is a few levels deep; this keeps the scanner off the stack limit). */
const MAX_DEPTH = 64;

class ScanError extends Error {
  constructor(readonly offset: number, readonly fault: JsonFault) {
    super(fault);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** Walks the text once; calls `visit` with each value's path and span. Throws ScanError at the first fault. */
function scan(text: string, visit: (path: readonly PropertyKey[], span: Span) => void): void {
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && WHITESPACE.has(text[at])) at += 1;
  };
  const expect = (char: string, fault: JsonFault) => {
    if (text[at] !== char) throw new ScanError(at, at >= text.length ? 'unexpectedEnd' : fault);
    at += 1;
  };
  const readString = (): string => {
    const start = at;
    expect('"', 'expectedKey');
    while (at < text.length) {
      const char = text[at];
      if (char === '"') {
        at += 1;
        return JSON.parse(text.slice(start, at)) as string;
      }
      if (char === '\\') {
        const next = text[at + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) throw new ScanError(at, 'badEscape');
          at += 6;
        } else if (next !== undefined && ESCAPES.has(next)) {
          at += 2;
        } else {
          throw new ScanError(at, 'badEscape');
        }
      } else if (char < ' ') {
        throw new ScanError(at, 'controlCharacter');
      } else {
        at += 1;
      }
    }
    throw new ScanError(start, 'unclosedString');
  };
  const readValue = (path: PropertyKey[], depth: number): void => {
    if (depth > MAX_DEPTH) throw new ScanError(at, 'tooDeep');
    skipSpace();
    const start = at;
    const char = text[at];
    if (char === '{') {
      at += 1;
      skipSpace();
      if (text[at] === '}') {
        at += 1;
      } else {
        for (;;) {
          skipSpace();
          const key = readString();
          skipSpace();
          expect(':', 'expectedColon');
          readValue([...path, key], depth + 1);
          skipSpace();
          if (text[at] === ',') {
            at += 1;
            continue;
          }
          expect('}', 'expectedCommaOrBrace');
          break;
        }
      }
    } else if (char === '[') {
      at += 1;
      skipSpace();
      if (text[at] === ']') {
        at += 1;
      } else {
        for (let index = 0; ; index += 1) {
          readValue([...path, index], depth + 1);
          skipSpace();
          if (text[at] === ',') {
            at += 1;
            continue;
          }
          expect(']', 'expectedCommaOrBracket');
          break;
        }
      }
    } else if (char === '"') {
      readString();
    } else if (text.startsWith('true', at) || text.startsWith('null', at)) {
      at += 4;
    } else if (text.startsWith('false', at)) {
      at += 5;
    } else {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(text);
      if (!match) throw new ScanError(at, at >= text.length ? 'unexpectedEnd' : 'expectedValue');
      at += match[0].length;
    }
    visit(path, { start, end: at });
  };
  readValue([], 0);
  skipSpace();
  if (at < text.length) throw new ScanError(at, 'trailingText');
}

export const lineAndColumn = (text: string, offset: number): { line: number; column: number } => {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
};

/** The value of the text, or where and why it does not parse. */
export function parseJsonText(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    try {
      scan(text, () => undefined);
    } catch (error) {
      if (error instanceof ScanError) return { ok: false, error: { offset: error.offset, ...lineAndColumn(text, error.offset), fault: error.fault } };
    }
    // The scanner found nothing JSON.parse did (it should not happen): at the start.
    return { ok: false, error: { offset: 0, line: 1, column: 1, fault: 'invalid' } };
  }
}

/**
 * Where the value at `path` (as formatPath writes it) sits in the text; when it is absent (a missing key), the
 * closest enclosing value that is there. Null when the text does not parse.
 */
export function spanOfPath(text: string, path: string): Span | null {
  const spans = new Map<string, Span>();
  try {
    scan(text, (at, span) => spans.set(formatPath(at), span));
  } catch {
    return null;
  }
  for (let current: string | null = path; current !== null; current = parentPath(current)) {
    const span = spans.get(current);
    if (span) return span;
  }
  return null;
}

/** `schema[2].widget` → `schema[2]` → `schema` → '' → null. */
export const parentPath = (path: string): string | null => {
  if (path === '') return null;
  const match = /(\.[A-Za-z_$][\w$]*|\[(?:[0-9]+|"(?:[^"\\]|\\.)*")\])$/.exec(path);
  return match ? path.slice(0, match.index) : '';
};

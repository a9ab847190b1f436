import { detectFileType, detectImageType } from '../../../server/modules/files/detectType';
import { DOCX, PNG, zip } from '../support/files';

describe('type detection by content', () => {
  it.each([
    ['an empty file', Buffer.alloc(0), 'text/plain; charset=utf-8'],
    ['text with a byte order mark', Buffer.from('\uFEFFhello'), 'text/plain; charset=utf-8'],
    ['a comparison in a CSV', Buffer.from('a,b\n1<2,x<y\n'), 'text/plain; charset=utf-8'],
    ['an empty zip archive', zip({}), 'application/zip'],
    ['an office-like zip without [Content_Types].xml', zip({ 'word/document.xml': '<w/>' }), 'application/zip'],
  ])('accepts %s', (_what, bytes, type) => {
    expect(detectFileType(bytes)).toBe(type);
  });

  it.each([
    ['HTML after a byte order mark', Buffer.from('\uFEFF<html><script>x()</script></html>')],
    ['an HTML fragment deep inside text', Buffer.from(`${'harmless line\n'.repeat(500)}<IMG SRC=x onerror=alert(1)>`)],
    ['a link', Buffer.from('click <a  href="javascript:alert(1)">here</a>')],
    ['a script after spaces', Buffer.from('  \n#!/usr/bin/env node\nprocess.exit()')],
    ['text with a NUL byte', Buffer.from('abc\0def')],
    ['a zip signature with no readable directory', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40, 1)])],
    ['an Android package', zip({ 'AndroidManifest.xml': '<manifest/>', 'classes.dex': 'dex' })],
    ['a truncated PNG signature', PNG.subarray(0, 4)],
  ])('refuses %s', (_what, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });

  it('knows images only by their magic bytes', () => {
    expect(detectImageType(PNG)).toBe('image/png');
    expect(detectImageType(DOCX)).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0AVI LIST'))).toBeNull();
  });
});

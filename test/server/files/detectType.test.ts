import { detectFileType, detectImageType } from '../../../server/modules/files/detectType';
import { contentDisposition, displayName } from '../../../server/modules/files/fileNames';
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

describe('file names', () => {
  it.each([
    [undefined, 'file'],
    ['   ', 'file'],
    ['folder/..', 'file'],
    ['/etc/passwd', 'passwd'],
    ['C:\\Users\\me\\Hóa đơn.pdf', 'Hóa đơn.pdf'],
    ['tab\there\u0007.txt', 'tabhere.txt'],
    ['\u202Efdp.exe', 'fdp.exe'],
    ['e\u0301.txt', 'é.txt'],
  ])('shows %p as %p', (name, shown) => {
    expect(displayName(name, 'file')).toBe(shown);
  });

  it('caps a name at 200 characters without splitting one', () => {
    expect(Array.from(displayName('😀'.repeat(250), 'file'))).toHaveLength(200);
    expect(displayName('😀'.repeat(250), 'file')).toBe('😀'.repeat(200));
  });

  it('encodes the exact name and gives old clients a printable ASCII one', () => {
    expect(contentDisposition('attachment', 'Đơn hàng (tháng 5) 100%.pdf')).toBe(
      "attachment; filename=\"Don hang (thang 5) 100_.pdf\"; filename*=UTF-8''%C4%90%C6%A1n%20h%C3%A0ng%20%28th%C3%A1ng%205%29%20100%25.pdf",
    );
    expect(contentDisposition('inline', 'a\\b"c\'.png')).toBe("inline; filename=\"a_b_c'.png\"; filename*=UTF-8''a%5Cb%22c%27.png");
  });
});

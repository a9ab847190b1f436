import { contentDisposition } from '../../../server/http/contentDisposition';
import { displayName } from '../../../server/modules/files/fileNames';

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

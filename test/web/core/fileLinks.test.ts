import { fileIdsInText, OWN_FILE_URL, replaceFileUrls, storedFileUrl } from '../../../src/core/fileLinks';

const ID = '1b4e28ba-2fa1-4d2b-883f-0016d3cca427';
const SIGNED = `/api/file/${ID}?t=1795000000.${'c'.repeat(43)}`;

test('an own file is its stored address or its signed link, exactly', () => {
  expect(OWN_FILE_URL.test(storedFileUrl(ID))).toBe(true);
  expect(OWN_FILE_URL.test(SIGNED)).toBe(true);
  for (const other of [`${SIGNED}&x=1`, `/api/file/${ID}?x=1`, `/api/file/${ID}?t=1.abc`, `/api/file/${ID.toUpperCase()}`, `/api/file/../${ID}`]) {
    expect(OWN_FILE_URL.test(other)).toBe(false);
  }
});

test('finds and rewrites the own-file addresses inside rich text, signed or not', () => {
  const html = `<p><img src="${SIGNED}"> and <img src="/api/file/${ID}"></p>`;
  expect(fileIdsInText(html)).toEqual([ID, ID]);
  expect(replaceFileUrls(html, storedFileUrl)).toBe(`<p><img src="/api/file/${ID}"> and <img src="/api/file/${ID}"></p>`);
});

import { FOLD_FROM, FOLD_TO, MARKED_LOWER, MARKED_UPPER, foldVietnamese, hasVietnameseMarks, lowerSearchText } from '../../../src/core/foldVietnamese';

test.each([
  ['Hà Nội', 'ha noi'],
  ['Thành phố Hồ Chí Minh', 'thanh pho ho chi minh'],
  ['Đống Đa', 'dong da'],
  ['đường', 'duong'],
  ['Ea H’leo', 'ea h’leo'],
  ["Ch'ơm", "ch'om"],
  ['  Bà   Rịa - Vũng Tàu ', 'ba ria - vung tau'],
  ['Phường 12', 'phuong 12'],
  ['XÃ ĐĂK R’LẤP', 'xa dak r’lap'],
  // Precomposed and decomposed forms fold alike.
  ['Nghe\u0323\u0302 An', 'nghe an'],
])('%p folds to %p', (text, folded) => {
  expect(foldVietnamese(text)).toBe(folded);
});

test('every letter of the Vietnamese alphabet folds to a plain ASCII letter', () => {
  const letters = 'aàáảãạăằắẳẵặâầấẩẫậbcdđeèéẻẽẹêềếểễệghiìíỉĩịklmnoòóỏõọôồốổỗộơờớởỡợpqrstuùúủũụưừứửữựvxyỳýỷỹỵ';
  expect(foldVietnamese(letters)).toMatch(/^[a-z]+$/);
  expect(foldVietnamese(letters.toUpperCase())).toBe(foldVietnamese(letters));
});

test('the SQL letter map folds every accented letter as foldVietnamese does', () => {
  const from = [...FOLD_FROM];
  const to = [...FOLD_TO];
  expect(from).toHaveLength(to.length);
  from.forEach((letter, index) => expect(foldVietnamese(letter)).toBe(to[index]));
});

test('a search text with marks (or đ) is matched as typed; one without marks is folded', () => {
  expect(hasVietnameseMarks('Ẩm')).toBe(true);
  expect(hasVietnameseMarks('đi')).toBe(true);
  expect(hasVietnameseMarks('AM  ')).toBe(false);
  expect(lowerSearchText(' ẨM  Thực ')).toBe('ẩm thực');
  expect([...MARKED_UPPER].map((letter) => letter.toLowerCase()).join('')).toBe(MARKED_LOWER);
});

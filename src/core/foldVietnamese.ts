/**
 * Text for searching without Vietnamese diacritics, one meaning in the browser and on the server:
 * 'Hà Nội' → 'ha noi', 'Cà phê sữa đá' → 'ca phe sua da'. Each accented Vietnamese letter (and đ/Đ, a letter of its
 * own, not a mark) maps to its plain lower-case letter; the server applies the same map in SQL with
 * `translate(text, FOLD_FROM, FOLD_TO)` to stored text, so the searched text and the stored text fold alike.
 */
const VOWELS = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹ';

const plain = (letter: string) => letter.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const letters = [...VOWELS, ...VOWELS.toUpperCase(), 'đ', 'Đ'];

export const FOLD_FROM = letters.join('');
export const FOLD_TO = letters.map((letter) => (letter === 'đ' || letter === 'Đ' ? 'd' : plain(letter).toLowerCase())).join('');

const FOLD = new Map(letters.map((letter, index) => [letter, FOLD_TO[index]]));

/** Precomposed and decomposed input alike (NFC first); lower case, runs of white space made one space, trimmed. */
export const foldVietnamese = (text: string): string =>
  [...text.normalize('NFC')]
    .map((letter) => FOLD.get(letter) ?? letter)
    .join('')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Search as typed: a text with Vietnamese marks ('Ẩm') matches only text with the same marks ('ẩm', not 'am' or
 * 'ắm'), whatever the case; a text without marks ('am') matches with or without them (foldVietnamese). The server
 * lowers the stored text's marked capitals with `translate(text, MARKED_UPPER, MARKED_LOWER)`; ILIKE does the rest.
 */
export const MARKED_UPPER = [...VOWELS.toUpperCase(), 'Đ'].join('');
export const MARKED_LOWER = [...VOWELS, 'đ'].join('');

/** Lower case, runs of white space made one space, trimmed: how a marked search text is compared. */
export const lowerSearchText = (text: string): string => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether a search text carries Vietnamese marks (or đ), so that it should match them exactly. */
export const hasVietnameseMarks = (text: string): boolean => foldVietnamese(text) !== lowerSearchText(text);

/**
 * Search without Vietnamese diacritics (spec: names are Vietnamese): the same letter map applied in SQL with
 * `translate()` to stored text and here to the searched text, so that 'ca phe sua da' finds 'Cà phê sữa đá'.
 * Case is left to ILIKE. Stored text is NFC (values.ts), and so is the searched text.
 */
const VOWELS = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹ';

const base = (letter: string) => letter.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const letters = [...VOWELS, ...VOWELS.toUpperCase(), 'đ', 'Đ'];

/** `translate(text, FOLD_FROM, FOLD_TO)`: each accented Vietnamese letter → its plain lower-case letter. */
export const FOLD_FROM = letters.join('');
export const FOLD_TO = letters.map((letter) => (letter === 'đ' || letter === 'Đ' ? 'd' : base(letter).toLowerCase())).join('');

const FOLD = new Map(letters.map((letter, index) => [letter, FOLD_TO[index]]));

export const foldVietnamese = (text: string): string =>
  [...text.normalize('NFC')].map((letter) => FOLD.get(letter) ?? letter).join('');

/** A LIKE pattern matching `text` anywhere, its own % _ and \ taken literally (ESCAPE '\'). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

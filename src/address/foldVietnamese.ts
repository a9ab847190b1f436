/**
 * Text for searching without diacritics: 'Hà Nội' → 'ha noi', 'Đống Đa' → 'dong da'. NFD splits each letter from
 * its marks, the combining marks (U+0300–U+036F) go, đ/Đ (a letter of its own, not a mark) becomes d, then
 * lower case with runs of white space made one space.
 */
export const foldVietnamese = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

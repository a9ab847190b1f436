/**
 * Search without Vietnamese diacritics: the stored text goes through `translate()` with the shared letter map
 * (src/core/foldVietnamese.ts), the searched text through `foldVietnamese`; case is left to ILIKE. Stored text is
 * NFC (values.ts), and so is the searched text.
 */
export { FOLD_FROM, FOLD_TO, MARKED_LOWER, MARKED_UPPER, foldVietnamese, hasVietnameseMarks, lowerSearchText } from '../../src/core/foldVietnamese';

/** A LIKE pattern matching `text` anywhere, its own % _ and \ taken literally (ESCAPE '\'). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../src/core/formatDate';
import { FORMULA_STARTS, neutralise } from './csv';
import { type ExportDateShown, SQL_DATE_FORMATS } from './exportDates';

/**
 * CSV cells formatted by the database, for the files PostgreSQL writes itself with COPY (copyCsv.ts): the same text
 * as the JavaScript writer's (fileWriters.ts, cells.ts), which a test compares byte for byte. COPY quotes a cell that
 * holds a comma, a quote or a line break as csv.ts does, and writes NULL as an empty cell; an empty text is made NULL
 * here, since COPY would write it as "".
 */

/**
 * A constant of the code (a label, a format, a time zone) written into the statement. COPY takes no parameters: a
 * parameter reaches it as a setting (copyCsv.ts) that a CASE would read again for every row. Never a value a user
 * sent: those stay parameters.
 */
export const constantSql = (value: string): SQL => {
  // A backslash would mean something else to a server with standard_conforming_strings off.
  if (/[\\\0]/.test(value)) throw new Error(`an SQL constant holds a backslash or a NUL: ${JSON.stringify(value)}`);
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
};

const FORMULA_CODES = sql.raw(FORMULA_STARTS.map((start) => start.codePointAt(0)).join(', '));

/** `neutralise` in SQL (the same list of first characters): a leading apostrophe before what could be a formula. */
export const neutralisedSql = (text: SQLWrapper): SQL =>
  sql`case when ascii(${text}) in (${FORMULA_CODES}) then '''' || ${text} else ${text} end`;

/** A text cell: neutralised; empty for NULL and for an empty text. */
export const textCellSql = (text: SQLWrapper): SQL => sql`nullif(${neutralisedSql(text)}, '')`;

/**
 * A code shown by its label in the file's language (a status, a type, a service), or the code itself when the
 * labels do not know it. The labels are constants, neutralised here once rather than for every row.
 */
export const labelCellSql = (code: SQLWrapper, labels: Readonly<Record<string, string>>): SQL => {
  const cases = Object.entries(labels).map(([key, label]) =>
    sql`when ${constantSql(key)} then ${label === '' ? sql`null` : constantSql(neutralise(label))}`);
  return sql`case ${code} ${sql.join(cases, sql` `)} else ${textCellSql(code)} end`;
};

/** An instant as the screens show it, on Ho Chi Minh City's clock: 'DD/MM/YYYY' or 'DD/MM/YYYY HH:mm'. */
export const clockCellSql = (instant: SQLWrapper, shown: ExportDateShown): SQL =>
  sql`to_char(${instant} at time zone ${constantSql(TIME_ZONE)}, ${constantSql(SQL_DATE_FORMATS[shown])})`;

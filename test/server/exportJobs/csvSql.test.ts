import { sql } from 'drizzle-orm';
import { SALES_TERMS, serviceName } from '../../../src/core/salesTerms';
import { neutralise } from '../../../server/exportJobs/csv';
import { clockCellSql, constantSql, labelCellSql, neutralisedSql, textCellSql } from '../../../server/exportJobs/csvSql';
import { businessClock, clockText } from '../../../server/exportJobs/exportDates';
import { describeEachDatabase } from '../support/databases';

// The CSV PostgreSQL writes formats its cells in SQL; the JavaScript writer formats them in csv.ts and
// exportDates.ts. One rule each: the two must give the same text for every value.

/** Values a spreadsheet could take for a formula, and their near misses. */
const TEXTS = [
  '=1+1', '+84 912', '-5', '@SUM(A1)', '\tTAB', '\rCR', '\nLF first', '\'quoted', ' =space first', 'a=b', '＝fullwidth',
  '😀 emoji', 'Cửa hàng Bến Thành', '', '-', '=', 'Shop, "Two"',
];

describeEachDatabase('CSV cells formatted by the database', (context) => {
  const one = async (expression: ReturnType<typeof sql>): Promise<string | null> =>
    (await context.database.rows<{ cell: string | null }>(sql`select ${expression} as cell`))[0].cell;

  it('neutralises exactly what neutralise() does, and leaves an empty text empty as the JavaScript writer does', async () => {
    for (const text of TEXTS) {
      expect({ text, sql: await one(neutralisedSql(sql`${text}::text`)) }).toEqual({ text, sql: neutralise(text) });
      // COPY writes NULL as an empty cell and quotes the rest as csvCell does: unquoted, the same text.
      const cell = await one(textCellSql(sql`${text}::text`));
      expect({ text, cell: cell ?? '' }).toEqual({ text, cell: neutralise(text) });
    }
    expect(await one(textCellSql(sql`null::text`))).toBeNull();
  });

  it('shows a code by its label in each language, an unknown code as itself, neutralised', async () => {
    for (const locale of ['en', 'vi'] as const) {
      for (const code of [...Object.keys(SALES_TERMS[locale].services), 'NEW', '=EVIL']) {
        expect(await one(labelCellSql(sql`${code}::text`, SALES_TERMS[locale].services))).toBe(neutralise(serviceName(code, locale)));
      }
    }
    expect(await one(labelCellSql(sql`'x'::text`, { x: '' }))).toBeNull();
  });

  it('writes an instant on Ho Chi Minh City\'s clock as clockText does, to the minute, seconds dropped', async () => {
    const instants = ['2026-11-20T03:00:00Z', '2026-11-20T16:59:59.999999Z', '2026-11-20T17:00:00Z', '2026-02-28T23:30:30Z', '1999-12-31T16:59:00Z'];
    for (const instant of instants) {
      for (const shown of ['minute', 'day'] as const) {
        const expected = clockText(businessClock(instant), shown);
        expect({ instant, shown, cell: await one(clockCellSql(sql`${instant}::timestamptz`, shown)) }).toEqual({ instant, shown, cell: expected });
      }
    }
  });

  it('writes the code\'s constants as literals and refuses what a literal could not hold as written', async () => {
    expect(await one(constantSql('l\'apostrophe'))).toBe('l\'apostrophe');
    expect(() => constantSql('back\\slash')).toThrow('backslash');
  });
});

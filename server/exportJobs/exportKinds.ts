import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExportKind } from '../../src/api/sales';
import type { Db } from '../db/client';
import type { CsvNames } from './csvNameCells';
import type { ExportDateShown } from './exportDates';

export type ExportLocale = 'en' | 'vi';

/**
 * A cell: a number (money as integer đồng) is written as a number, text as text, a Date (a date column's wall clock,
 * exportDates.ts) as a date; null is an empty cell.
 */
export type ExportCell = string | number | Date | null;

export interface ExportColumn<Row> {
  heading: Record<ExportLocale, string>;
  value(row: Row, locale: ExportLocale): ExportCell;
  /** Money: a number shown grouped in the spreadsheet ('#,##0'), written as a plain integer in CSV. */
  money?: boolean;
  /** A date column: its cells are Dates, a date in the spreadsheet, text as the screens show it in CSV. */
  date?: ExportDateShown;
  /** Width in characters in the spreadsheet. */
  width?: number;
}

/** Whose export it is: the row source applies the tenant and the user's scope from these, as a live call would. */
export interface ExportOwner {
  ownerId: number;
  userId: number;
}

/** Rows read in bounded memory: a count (for the progress) and pages of at most `pageSize` rows in export order. */
export interface RowSource<Row> {
  count(): Promise<number>;
  pages(pageSize: number): AsyncIterable<readonly Row[]>;
  /**
   * The same rows as one SELECT of the CSV's cells, formatted by the database (csvSql.ts), in the columns' order:
   * on PostgreSQL a CSV file is then written by COPY (copyCsv.ts) instead of page by page. Optional: a kind without
   * it is written from its pages on every database.
   */
  csvQuery?(locale: ExportLocale): SQL;
  /**
   * The same SELECT as `csvQuery`, cut in consecutive key ranges of about `size` rows each, in export order, each
   * range's bounds found as it is asked for: on PGlite, whose COPY returns its whole output at once, a CSV file is
   * written by one COPY per range (copyCsvChunks.ts). Optional, as `csvQuery` is.
   */
  csvChunks?(locale: ExportLocale, size: number): AsyncIterable<SQL>;
  /**
   * When the SELECT's last cells are ids (a shop's, an employee's), one per source here, rather than names: each is
   * written as the name its source reads (csvNameCells.ts). The names of a few shops and employees, read once, cost
   * less than joining them to every row.
   */
  csvNames?: readonly CsvNames[];
}

/** What a module declares for one kind of export (transactions; later earn points, settlements, shops, employees). */
export interface ExportKindDefinition<Params, Row> {
  kind: ExportKind;
  /** The stored job's parameters, checked again when the job runs (they were checked when it was asked for). */
  params: z.ZodType<Params>;
  /** Made anew for each file, so that a column may keep a cache for the length of one export. */
  columns(): readonly ExportColumn<Row>[];
  /** The file's name without date or extension, per language ('transactions', 'giao-dich'). */
  fileName: Record<ExportLocale, string>;
  source(db: Db, owner: ExportOwner, params: Params): Promise<RowSource<Row>>;
}

/** A kind with its row type hidden: headings, and pages of cells ready for a writer. */
export interface ExportTable {
  headings: string[];
  money: boolean[];
  dates: (ExportDateShown | undefined)[];
  widths: (number | undefined)[];
  count(): Promise<number>;
  pages(pageSize: number): AsyncIterable<ExportCell[][]>;
  /** The rows as the CSV's cells, in one SELECT for COPY, when the kind has it (RowSource.csvQuery). */
  csvQuery?: SQL;
  /** The same, in key ranges of about `size` rows (RowSource.csvChunks). */
  csvChunks?(size: number): AsyncIterable<SQL>;
  /** The sources of its last cells' names (RowSource.csvNames). */
  csvNames?: readonly CsvNames[];
}

export interface RegisteredExportKind {
  kind: ExportKind;
  fileName: Record<ExportLocale, string>;
  /** Checks parameters before a job is queued; throws the zod error. */
  checkParams(params: unknown): void;
  open(db: Db, owner: ExportOwner, params: unknown, locale: ExportLocale): Promise<ExportTable>;
}

export const defineExportKind = <Params, Row>(definition: ExportKindDefinition<Params, Row>): RegisteredExportKind => ({
  kind: definition.kind,
  fileName: definition.fileName,
  checkParams: (params) => {
    definition.params.parse(params);
  },
  open: async (db, owner, params, locale) => {
    const source = await definition.source(db, owner, definition.params.parse(params));
    const columns = definition.columns();
    return {
      headings: columns.map((column) => column.heading[locale]),
      money: columns.map((column) => column.money === true),
      dates: columns.map((column) => column.date),
      widths: columns.map((column) => column.width),
      count: () => source.count(),
      csvQuery: source.csvQuery?.(locale),
      csvChunks: source.csvChunks && ((size) => source.csvChunks!(locale, size)),
      csvNames: source.csvNames,
      async* pages(pageSize) {
        for await (const page of source.pages(pageSize)) {
          yield page.map((row) => columns.map((column) => column.value(row, locale)));
        }
      },
    };
  },
});

/** The kinds this server can run; every instance registers all of them, since any instance may pick up any job. */
export interface ExportRegistry {
  register(kind: RegisteredExportKind): void;
  get(kind: string): RegisteredExportKind | undefined;
}

export const createExportRegistry = (): ExportRegistry => {
  const kinds = new Map<string, RegisteredExportKind>();
  return {
    register(kind) {
      if (kinds.has(kind.kind)) throw new Error(`export kind ${kind.kind} is registered twice`);
      kinds.set(kind.kind, kind);
    },
    get: (kind) => kinds.get(kind),
  };
};

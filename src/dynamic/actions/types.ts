import type { Mode, PageDefinition } from '../../api/pageDefinition';
import type { RecordSort } from '../../api/records';
import type { FieldError } from '../dataProvider';

export type Values = Record<string, unknown>;

/** What a form lends its buttons (absent on a list or a read-only record). */
export interface FormAdapter {
  /** Validates every visible field; the label of the first invalid one in schema order, or null when all pass. */
  firstInvalid: () => Promise<string | null>;
  /** The values a save sends: the page's visible fields only (src/dynamic/views/formValues.ts). */
  data: () => Values;
  /**
   * Shows the server's field errors under their fields and moves the focus to the first (in schema order);
   * answers the fields in that order.
   */
  setErrors: (errors: Record<string, FieldError>) => RefusedField[];
  /** Moves the focus to a field (which scrolls it into view). */
  focus: (field: string) => void;
  /** Chooses a record in a model field: adds its id to a list field, replaces a single one. */
  choose: (field: string, id: string | number, list: boolean) => void;
}

/** A field the server refused: its name in the form, its label and its error. */
export interface RefusedField {
  field: string;
  label: string;
  error: FieldError;
}

/** What happened, for the screen to decide what follows (spec §4: reload, go back, or close the modal). */
export interface DoneOutcome {
  backOnDone: boolean;
  /** The record a create answered with, when it did. */
  created?: Values;
  /** The outcome has been said already (a basic api's answer, in its alert): closing a modal says nothing more. */
  said?: boolean;
}

/** What a list shows, for an export to write the same rows (issue 18: an export is what the user sees). */
export interface ListView {
  /** The list's filters, as its list call sends them. */
  queryInput: Record<string, unknown>;
  sort: RecordSort;
  /** The fields of the visible columns, in their order. */
  columns: string[];
}

/** Everything a page's buttons act on. */
export interface ButtonHost {
  page: PageDefinition;
  mode: Mode;
  /** The record shown, as loaded. */
  record: Values | null;
  /** The route's query: `@param@` of url templates. */
  query: URLSearchParams;
  /** The record with what the user typed over it: `#field#` of urls and confirm texts read it. */
  current: () => Values;
  form: FormAdapter | null;
  onDone: (outcome: DoneOutcome) => void;
  /** On a list: what it shows now. */
  listView?: () => ListView;
}

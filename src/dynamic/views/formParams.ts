import { type Mode, MODES, type PageDefinition } from '../../api/pageDefinition';
import type { FormRoute } from '../actions';

/** What a form screen's route says beside its page: `?mode&id&voucher&embed`. */
export type FormParams = Omit<FormRoute, 'page'>;

/** The route's mode (spec §2: edit, changed, import, edited; also create and show); unknown → edit with an id, else create. */
export const modeOf = (text: string | null, hasId: boolean): Mode =>
  text !== null && (MODES as readonly string[]).includes(text) && text !== 'list' && text !== 'row' ? (text as Mode) : hasId ? 'edit' : 'create';

/** `?page&mode&id&voucher` as the query `@param@` reads. */
export const queryOf = (page: PageDefinition, mode: Mode, params: FormParams) => {
  const query = new URLSearchParams({ page: String(page.id), mode });
  for (const name of ['id', 'voucher', 'embed'] as const) if (params[name]) query.set(name, params[name] as string);
  return query;
};

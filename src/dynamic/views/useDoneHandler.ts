import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageDefinition } from '../../api/pageDefinition';
import type { DoneOutcome, Values } from '../actions';
import { apiForType } from '../pages';

export interface DoneOptions {
  /** Reads the screen's data again. */
  reload: () => void;
  /** In the form modal: closes it, with the record a create answered. */
  close?: (created?: Values) => void;
  /** After a create that answered with its record: where to go (e.g. the new record's edit screen). */
  afterCreate?: (created: Values) => boolean;
  /** The page shown: with no history inside the app, backOnDone goes to its list. */
  page?: PageDefinition;
}

/** Where "back" leads when the screen was opened directly: the page's resource list, its /list, else home. */
export const listPathOf = (page: PageDefinition | undefined): string => {
  if (!page || !apiForType(page, 'list')) return '/';
  return page.resource ? `/${page.resource}` : `/list?${new URLSearchParams({ page: String(page.id) })}`;
};

/**
 * Whether going back stays in the app. The hash router numbers its history entries (`idx`, kept on replace and
 * reload): 0 means the app was opened on this entry (new tab, bookmark), so Back would leave it (about:blank in a
 * new tab). A router without that number (a memory router) marks the entry it started on with the key 'default'.
 */
const hasAppHistory = (locationKey: string): boolean => {
  const state: unknown = window.history.state;
  const idx = state !== null && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
};

/**
 * What a screen does after a successful action (spec §4 "Form screens"): in a modal, close it with
 * 'successfully' (unless the action's own alert has said how it went); with backOnDone, go back in history (or, opened directly, to the page's list); otherwise read
 * the data again.
 */
export const useDoneHandler = ({ reload, close, afterCreate, page }: DoneOptions) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const { key } = useLocation();
  return (outcome: DoneOutcome) => {
    if (close) {
      if (!outcome.said) notify('app.pages.successfully', { type: 'success' });
      close(outcome.created);
    } else if (outcome.backOnDone) {
      if (hasAppHistory(key)) navigate(-1);
      else navigate(listPathOf(page), { replace: true });
    } else if (!(outcome.created && afterCreate?.(outcome.created))) {
      reload();
    }
  };
};

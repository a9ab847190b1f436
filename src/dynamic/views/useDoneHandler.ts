import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DoneOutcome, Values } from '../actions';

export interface DoneOptions {
  /** Reads the screen's data again. */
  reload: () => void;
  /** In the form modal: closes it. */
  close?: () => void;
  /** After a create that answered with its record: where to go (e.g. the new record's edit screen). */
  afterCreate?: (created: Values) => boolean;
}

/**
 * What a screen does after a successful action (spec §4 "Form screens"): in a modal, close it with
 * 'successfully'; with backOnDone, go back in history; otherwise read the data again.
 */
export const useDoneHandler = ({ reload, close, afterCreate }: DoneOptions) => {
  const notify = useNotify();
  const navigate = useNavigate();
  return (outcome: DoneOutcome) => {
    if (close) {
      notify('app.pages.successfully', { type: 'success' });
      close();
    } else if (outcome.backOnDone) {
      navigate(-1);
    } else if (!(outcome.created && afterCreate?.(outcome.created))) {
      reload();
    }
  };
};

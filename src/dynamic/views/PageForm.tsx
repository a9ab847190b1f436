import { useEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Form, WarnWhenUnsavedChanges } from 'react-admin';
import { type Control, useFormContext, useFormState } from 'react-hook-form';
import type { Mode, PageDefinition } from '../../api/pageDefinition';
import { type DoneOutcome, type FormAdapter, PageButtons } from '../actions';
import type { FieldError } from '../dataProvider';
import { formRecordOf, submittedValues, type Values } from './formValues';
import { PageFields } from './PageFields';
import { useHiddenFields } from './useHiddenFields';
import { labelOf } from './widgetProps';

export interface PageFormProps {
  page: PageDefinition;
  mode: Mode;
  /** The record as loaded (null for a new one); prefilled values already merged in. */
  record: Values | null;
  query: URLSearchParams;
  onDone: (outcome: DoneOutcome) => void;
}

// react-admin's marker for an error that carries a message key and its arguments.
const withArgs = (error: FieldError) => (error.args ? `@@react-admin@@${JSON.stringify(error)}` : error.message);

const noSubmit = () => undefined;

const PageFormBody = ({ page, mode, record, query, onDone }: PageFormProps) => {
  const hidden = useHiddenFields(page);
  const form = useFormContext();
  const latestHidden = useRef(hidden);
  latestHidden.current = hidden;
  // The form is checked by a button's press, never submitted, so react-hook-form does not check a field again as
  // it changes: a field showing an error (its own or the server's) is checked again at once, and clears when fixed.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => watching.unsubscribe();
  }, [form]);
  const adapter: FormAdapter = {
    // Spec §5, fixed: every visible field in schema order, the first one included.
    firstInvalid: async () => {
      if (await form.trigger()) return null;
      const field = page.schema.find((one) => !latestHidden.current.has(one.field) && form.getFieldState(one.field).invalid);
      return field ? labelOf(field) : '';
    },
    data: () => submittedValues(page, form.getValues(), latestHidden.current, record),
    setErrors: (errors) => {
      // Schema order, so that the focus goes to the first refused field on the screen (fields it lacks last).
      const order = (name: string) => {
        const index = page.schema.findIndex((one) => one.field === name);
        return index < 0 ? page.schema.length : index;
      };
      const refused = Object.entries(errors)
        .sort(([a], [b]) => order(a) - order(b))
        .map(([name, error]) => {
          const field = page.schema.find((one) => one.field === name);
          return { field: name, label: field ? labelOf(field) : name, error };
        });
      for (const { field, error } of refused) form.setError(field, { type: 'server', message: withArgs(error) });
      if (refused.length > 0) form.setFocus(refused[0].field);
      return refused;
    },
    focus: (field) => form.setFocus(field),
    choose: (field, id, list) => {
      const now: unknown = form.getValues(field);
      const ids: unknown[] = Array.isArray(now) ? now : now === null || now === undefined || now === '' ? [] : [now];
      const next = list ? (ids.some((one) => String(one) === String(id)) ? ids : [...ids, id]) : id;
      form.setValue(field, next, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    },
  };
  // The engine's buttons call their apis themselves; the form is never submitted, so react-hook-form would count it
  // as dirty after a save, and its leave guard would ask about changes already saved. A done action makes what is
  // on the form its saved state first.
  const done = (outcome: DoneOutcome) => {
    // Drawn at once: the guard leaves with the changes before the action navigates (see GuardWhileDirty).
    flushSync(() => form.reset(form.getValues()));
    onDone(outcome);
  };
  const host = { page, mode, record, query, form: adapter, onDone: done, current: () => ({ ...record, ...form.getValues() }) };
  return (
    <>
      <PageFields page={page} hidden={hidden} />
      <PageButtons host={host} />
    </>
  );
};

/**
 * react-admin's leave guard, mounted only while the form holds changes. A mounted guard is a react-router blocker,
 * and with a blocker registered every address changed outside the router (typed in the address bar, a plain `#/…`
 * link) prints react-router's warning: nothing to guard, nothing said.
 */
const GuardWhileDirty = ({ enable, formRootPathName, formControl }: { enable?: boolean; formRootPathName?: string; formControl?: Control }) => {
  const { dirtyFields } = useFormState({ control: formControl });
  return Object.keys(dirtyFields).length > 0
    ? <WarnWhenUnsavedChanges enable={enable} formRootPathName={formRootPathName} formControl={formControl} />
    : null;
};

/**
 * A page's form (spec §5 generic forms): react-admin's Form over the record, the fields of the definition (hidden
 * ones left out), and the buttons of the mode, which validate, confirm and call their actions. Leaving it with
 * changes not saved asks first, as every merchant form does (react-admin's guard; it compares addresses' paths, so
 * moving between two pages of the /form route is not guarded).
 */
export const PageForm = (props: PageFormProps) => {
  const initial = useMemo(() => formRecordOf(props.page, props.record), [props.page, props.record]);
  return (
    <Form record={initial} onSubmit={noSubmit} noValidate warnWhenUnsavedChanges WarnWhenUnsavedChangesComponent={GuardWhileDirty}>
      <PageFormBody {...props} />
    </Form>
  );
};

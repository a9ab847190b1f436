import { useRef, useState } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../api/authMessages';
import { ERR, isSessionLostCode } from '../../api/codes';
import type { ButtonDefinition } from '../../api/pageDefinition';
import { HttpError } from '../../dataProvider/HttpError';
import { isForbidden } from '../../dataProvider/isForbidden';
import type { ApiBody } from '../../dataProvider/httpClient';
import { messageKey } from '../../i18n/messageKey';
import { useSayUnsaid } from '../../ui/feedback/useSayUnsaid';
import { useInFormModal } from '../../ui/modals/inFormModal';
import { useModalStack } from '../../ui/modals/ModalStackProvider';
import { useDialogs } from '../../ui/modals/useDialogs';
import { serverFieldErrors } from '../dataProvider';
import { fillConfirmText } from '../../core/templates';
import { apiOfButton, callBasicApi, callButtonApi, idOf, needsId, reportPathOf } from './callButtonApi';
import { downloadReport } from './downloadReport';
import { listExportPath } from './listExportPath';
import { missingRequirement } from './missingRequirement';
import type { ButtonHost, RefusedField, Values } from './types';
import { urlTarget } from './urlTarget';
import { chooseCreated } from './chooseCreated';

/** Spec §7: "the edit form treats err equal to 200 as success" (an answer without err came with HTTP 200). */
const succeeded = (body: ApiBody) => body.err === undefined || body.err === ERR.ok;

/**
 * Runs a page's buttons (spec §3 button, §5, §7, §8): a submit button first checks every visible field and
 * names the first invalid one; a confirm text is asked on every screen and a decline cancels; then the action
 * (url, api, apiBasic, formModal, report). While one runs, `busy` names it, so it cannot be pressed twice.
 */
export const useButtonAction = (host: ButtonHost) => {
  const notify = useNotify();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { push } = useModalStack();
  const { confirm, ask, alert } = useDialogs();
  const inFormModal = useInFormModal();
  const [busy, setBusy] = useState<ButtonDefinition | null>(null);
  /** The fields the server named when it last refused a save: shown beside the buttons until the next press. */
  const [refused, setRefused] = useState<RefusedField[] | null>(null);
  const running = useRef(false);

  // A quiet call's failure, or a 400 with the server's reason (a block reason too long, a voucher another staff member
  // has moved on): the HTTP client leaves both to the screen that called.
  const sayUnsaid = useSayUnsaid();

  const labelOf = (name: string) => host.page.schema.find((field) => field.field === name)?.name ?? name;

  const runApi = async (button: ButtonDefinition, asked: Values) => {
    const api = apiOfButton(host, button);
    if (!api) return notify('app.pages.noApi', { type: 'warning' });
    if (needsId(api) && idOf(host) === null) return notify('app.pages.noData', { type: 'warning' });
    if (button.apiBasic || api.type === 'basic') {
      // The answer's message is the alert; a refusal names its fields on a form, else it is said once (spec §8).
      const body = await callBasicApi(host, api, asked).catch((error: unknown) => {
        const fields = serverFieldErrors(error, labelOf);
        if (fields && host.form) {
          setRefused(host.form.setErrors(fields));
          return null;
        }
        sayUnsaid(error);
        return null;
      });
      if (!body) return;
      await alert({ message: messageKey(body.message || 'Thành công') });
      if (succeeded(body)) host.onDone({ backOnDone: button.backOnDone === true, said: true });
      return;
    }
    try {
      const body = await callButtonApi(host, api, asked);
      if (!succeeded(body)) return notify(messageKey('invalidParam'), { type: 'warning' });
      // In the form modal, closing it says 'successfully' (useDoneHandler): one message, not two in a queue.
      if (!inFormModal) notify('app.pages.success', { type: 'success' });
      const created = api.type === 'create' && body.data !== null && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : undefined;
      host.onDone({ backOnDone: button.backOnDone === true, ...(created ? { created } : {}) });
    } catch (error) {
      if (error instanceof HttpError && isSessionLostCode(error.status)) return;
      if (isForbidden(error)) return notify(AUTH_MESSAGES.forbidden, { type: 'warning' });
      const fields = serverFieldErrors(error, labelOf);
      // Named fields are listed beside the buttons (and shown under each field): the message says which.
      if (fields && host.form) return setRefused(host.form.setErrors(fields));
      // An answer that is neither a success nor a reason (a bare 400, a partial 206) is the spec's "invalid param";
      // anything else says what the server said (a record still in use, a server failure).
      if (error instanceof HttpError && (error.status === ERR.partial || (error.status === ERR.badRequest && !error.serverMessage))) {
        return notify(messageKey('invalidParam'), { type: 'warning' });
      }
      sayUnsaid(error);
    }
  };

  const runUrl = (button: ButtonDefinition) => {
    const target = urlTarget(button, { record: host.current(), query: host.query, id: idOf(host) });
    switch (target.kind) {
      case 'navigate':
        return navigate(target.path);
      case 'open':
        window.open(target.url, '_blank', 'noopener,noreferrer');
        return;
      case 'modal': {
        const pageId = Number(target.route.page);
        if (!Number.isInteger(pageId)) return notify('app.pages.urlRefused', { type: 'warning' });
        // Its action changes what this screen shows (a voucher blocked from its edit form): read it again after.
        push({
          kind: 'form', pageId, mode: target.route.mode ?? 'edit', recordId: target.route.id, voucher: target.route.voucher, embed: target.route.embed,
          onDone: () => host.onDone({ backOnDone: false }),
        });
        return;
      }
      case 'refused':
        // The technical reason is the page editor's to say (its checks name it); a user can only report it.
        return notify('app.pages.urlRefused', { type: 'warning' });
    }
  };

  const runReport = async (button: ButtonDefinition) => {
    const path = reportPathOf(host, button);
    if (!path) return notify('app.pages.reportFailed', { type: 'warning' });
    const rows = await downloadReport(listExportPath(path, host.listView?.(), host.page, locale), `report-${host.page.id}.csv`).catch((error: unknown) => {
      if (!(error instanceof HttpError)) notify('app.pages.reportFailed', { type: 'warning' });
      else sayUnsaid(error);
      return undefined;
    });
    if (typeof rows === 'number') notify('app.pages.reportRows', { type: 'success', messageArgs: { smart_count: rows } });
  };

  const run = async (button: ButtonDefinition) => {
    // A ref, not the state: a second click in the same tick must see the first.
    if (running.current) return;
    running.current = true;
    setBusy(button);
    setRefused(null);
    try {
      if (button.type === 'submit' && host.form) {
        const invalid = await host.form.firstInvalid();
        if (invalid !== null) {
          // Spec §5, fixed: every visible field is checked, the first one (index 0) too.
          await alert({ message: invalid ? 'app.pages.dataIncorrect' : 'app.http.dataIncorrect', messageArgs: { field: invalid } });
          return;
        }
      }
      const missing = missingRequirement(button, host.current());
      const text = button.confirm ? fillConfirmText(button.confirm, host.current()) : null;
      let asked: Values = {};
      if (missing && !host.form) {
        // A record shown read-only has no field to type it in: the confirm asks for it (a rejection's reason).
        const label = host.page.schema.find((field) => field.field === missing.field)?.name ?? missing.field;
        const answer = await ask({
          title: button.title, message: text?.text ?? '', parts: text?.parts, plain: true, ask: { label, required: missing.message },
        });
        if (answer === null) return;
        asked = { [missing.field]: answer };
      } else if (missing) {
        // Before the confirm: asking "Block? Reason: " about an empty reason only to be refused helps nobody.
        await alert({ message: missing.message });
        host.form?.focus(missing.field);
        return;
      } else if (text) {
        // Spec §5, fixed: the answer counts on every screen, the edit form too.
        if (!(await confirm({ message: text.text, parts: text.parts, plain: true }))) return;
      }
      switch (button.action) {
        case 'api':
          return await runApi(button, asked);
        case 'url':
          return runUrl(button);
        case 'formModal':
          // The current form is left as it is: a reload would drop what the user typed.
          if (button.pageId !== undefined) {
            push({ kind: 'form', pageId: button.pageId, mode: 'create', onCreated: (created, createdAt) => chooseCreated(host, created, createdAt) });
          }
          return;
        case 'report':
          return await runReport(button);
      }
    } finally {
      running.current = false;
      setBusy(null);
    }
  };
  return { run, busy, refused };
};

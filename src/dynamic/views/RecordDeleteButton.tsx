import { DeleteWithConfirmButton, type RaRecord, type RedirectionSideEffect, useRecordContext, useTranslate } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { fillConfirmText } from '../../core/templates';
import { findApi, resourceOf } from '../pages';
import { useRecordName } from './useRecordName';

/** The definition's own delete button (an api button whose api is of type delete), for its confirm text. */
const definedDeleteButton = (page: PageDefinition) =>
  page.buttons.find((button) => button.action === 'api' && findApi(page, button.api)?.type === 'delete');

/**
 * Delete of one record, on list rows and the edit screen: a confirm (the definition's own text, else one naming
 * the record), then the page's delete api. Pessimistic rather than undoable: a refusal (409, the record is still
 * in use) must be read while the record is still on screen, not after it vanished and came back.
 */
export const RecordDeleteButton = ({ page, redirect = false }: { page: PageDefinition; redirect?: RedirectionSideEffect }) => {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const name = useRecordName(page, record);
  if (!record) return null;
  const defined = definedDeleteButton(page)?.confirm;
  const question = defined ? fillConfirmText(defined, record).text : translate('app.pages.deleteConfirm', { name });
  return (
    <DeleteWithConfirmButton
      record={record}
      resource={resourceOf(page)}
      mutationMode="pessimistic"
      redirect={redirect}
      // The visible label first (axe: label-content-name-mismatch), then the record it deletes.
      aria-label={`${translate('ra.action.delete')} ${name}`}
      confirmTitle={<>{translate('app.pages.deleteRecord', { name })}</>}
      confirmContent={<>{question}</>}
      // The HTTP client already showed why the server refused (a 409 names what still refers to the record).
      mutationOptions={{ onError: () => undefined }}
    />
  );
};

import { HttpError as RaHttpError, useNotify, useRedirect } from 'react-admin';
import { ERR } from '../../../api/codes';
import { HttpError } from '../../../dataProvider/HttpError';
import { useSayUnsaid } from '../../../ui/feedback/useSayUnsaid';

/**
 * A page resource's Edit and Show when their record cannot be read: a record that does not exist (404) is said as
 * react-admin says it, and the view goes back to the list; any other failure (a server error, a lost connection) is
 * said once, for what it is, and the screen stays (react-admin would call it "item doesn't exist" beside the reason
 * and leave), with `RecordLoadFailed` in place of the record.
 */
export const useRecordLoadError = (resource: string | undefined) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const sayUnsaid = useSayUnsaid();
  return (error: unknown) => {
    // The read's own 404, or the page data provider's "no such record" (react-admin's HttpError).
    if ((error instanceof HttpError || error instanceof RaHttpError) && error.status === ERR.notFound) {
      notify('ra.notification.item_doesnt_exist', { type: 'error' });
      redirect('list', resource);
      return;
    }
    sayUnsaid(error);
  };
};

import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

/**
 * In place of a page resource's record that could not be read: the screen stays where it is (react-admin would say
 * "item doesn't exist" beside the reason and send the user to the list); the reason is said once, by the HTTP client
 * or by the view's `onError`.
 */
export const RecordLoadFailed = () => {
  const translate = useTranslate();
  return <Alert severity="error" sx={{ m: 2 }}>{translate('app.data.loadFailed')}</Alert>;
};

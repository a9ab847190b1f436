import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

/** Spec §5: an unknown widget type shows 'Invalid type {widget}' in place of the field. */
export const InvalidWidget = ({ widget }: { widget: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" sx={{ my: 1 }}>
      {translate('app.widgets.invalidType', { widget })}
    </Alert>
  );
};

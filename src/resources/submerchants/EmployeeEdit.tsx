import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { Edit, useTranslate } from 'react-admin';
import type { ScreenProps } from '../screen';
import { EmployeeForm } from './EmployeeForm';

/**
 * /submerchant/edit/:id (spec §2): submerchantDetail then updateSubmerchant through react-admin's Edit (saved at
 * once, not optimistically: the server checks the phone, shops and role). Another merchant's employee reads as not found.
 */
const EmployeeEdit = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      <Edit
        resource="submerchants"
        id={id}
        title={translate(titleKey)}
        mutationMode="pessimistic"
        redirect={() => `submerchant/detail/${id}`}
        queryOptions={{ onError: () => undefined }}
        error={<Alert severity="warning" sx={{ m: 2 }}>{translate('app.submerchants.notFound')}</Alert>}
      >
        <EmployeeForm creating={false} />
      </Edit>
    </Box>
  );
};

export default EmployeeEdit;

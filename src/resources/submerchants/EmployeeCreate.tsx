import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Create, useTranslate } from 'react-admin';
import type { ScreenProps } from '../screen';
import { EmployeeForm } from './EmployeeForm';

/** /submerchant/create (spec §2): createSubmerchant through react-admin's Create; the new employee's detail opens. */
const EmployeeCreate = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      <Create
        resource="submerchants"
        title={translate(titleKey)}
        redirect={(_resource, id) => `submerchant/detail/${id}`}
        record={{ shopIds: [], firstPasswordMode: 'password', identityType: null }}
      >
        <EmployeeForm creating />
      </Create>
    </Box>
  );
};

export default EmployeeCreate;

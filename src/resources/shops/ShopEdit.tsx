import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { Edit, useTranslate } from 'react-admin';
import type { ScreenProps } from '../screen';
import { ShopForm } from './ShopForm';

/**
 * /shop/edit/:id (spec §2): shopDetail then updateShop through react-admin's Edit (saved at once, not optimistically:
 * the server checks the code and the area). Another merchant's shop reads as not found.
 */
const ShopEdit = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      <Edit
        resource="shops"
        id={id}
        title={translate(titleKey)}
        mutationMode="pessimistic"
        redirect={() => `shop/detail/${id}`}
        queryOptions={{ onError: () => undefined }}
        error={<Alert severity="warning" sx={{ m: 2 }}>{translate('app.shops.notFound')}</Alert>}
      >
        <ShopForm />
      </Edit>
    </Box>
  );
};

export default ShopEdit;

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { Edit, useRecordContext, useTranslate } from 'react-admin';
import type { ShopDetail } from '../../api/shops';
import type { ScreenProps } from '../screen';
import { isShopDetail } from './isShopDetail';
import { ShopForm } from './ShopForm';

/** The form starts from the whole detail (its location and photos), never from a list row. */
const WholeShopForm = () => (isShopDetail(useRecordContext<ShopDetail>()) ? <ShopForm /> : null);

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
        <WholeShopForm />
      </Edit>
    </Box>
  );
};

export default ShopEdit;

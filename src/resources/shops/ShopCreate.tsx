import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Create, useTranslate } from 'react-admin';
import { EMPTY_ADDRESS } from '../../address';
import type { ScreenProps } from '../screen';
import { ShopForm } from './ShopForm';

/** /shop/create (spec §2): createShop through react-admin's Create; the new shop's detail opens once it is saved. */
const ShopCreate = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      <Create
        resource="shops"
        title={translate(titleKey)}
        redirect={(_resource, id) => `shop/detail/${id}`}
        record={{ area: EMPTY_ADDRESS, photoUrls: [] }}
      >
        <ShopForm />
      </Create>
    </Box>
  );
};

export default ShopCreate;

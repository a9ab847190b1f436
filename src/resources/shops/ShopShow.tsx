import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import { Link as RouterLink } from 'react-router-dom';
import { Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { ShopDetail } from '../../api/shops';
import type { ScreenProps } from '../screen';
import { TitledScreen, useRecordScreen } from '../../ui/TitledScreen';
import { isShopDetail } from './isShopDetail';
import { ShopDetails } from './ShopDetails';
import { ShopStatusButton } from './ShopStatusButton';

const Actions = () => {
  const translate = useTranslate();
  const shop = useRecordContext<ShopDetail>();
  const { canAccess } = useCanAccess({ resource: 'shops', action: 'edit' });
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={RouterLink} to="/shops" size="small" startIcon={<ArrowBackIcon />}>
        {translate('app.shops.backToList')}
      </Button>
      {shop && canAccess ? (
        <Button component={RouterLink} to={`/shop/edit/${shop.id}`} size="small" startIcon={<EditIcon />}>
          {translate('app.shops.edit')}
        </Button>
      ) : null}
      {shop ? <ShopStatusButton shop={shop} /> : null}
    </TopToolbar>
  );
};

const Details = () => {
  // Parsed with shopDetailSchema by the data provider (data.ts).
  const shop = useRecordContext<ShopDetail>();
  return isShopDetail(shop) ? <ShopDetails shop={shop} /> : null;
};

/** /shop/detail/:id (spec §2): shopDetail through react-admin's Show; another merchant's shop reads as not found, in place. */
const ShopShow = ({ titleKey }: ScreenProps) => {
  const record = useRecordScreen(titleKey, 'app.shops.notFound');
  return (
    <TitledScreen titleKey={titleKey}>
      <Show
        resource="shops"
        {...record}
        actions={<Actions />}
      >
        <CardContent>
          <Details />
        </CardContent>
      </Show>
    </TitledScreen>
  );
};

export default ShopShow;

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ShopDetail } from '../../api/shops';
import { formatDateTime } from '../../core/formatDate';
import { isSafeImageUrl } from '../../core/imageUrl';
import { DetailRow } from '../../ui/DetailRow';
import { mapLinkOf, shopAreaText } from './shopText';
import { ShopStatusChip } from './ShopStatusChip';

const Hours = ({ shop }: { shop: ShopDetail }) => {
  const translate = useTranslate();
  if (!shop.opensAt || !shop.closesAt) return <>{translate('app.shops.noHours')}</>;
  const overnight = shop.closesAt < shop.opensAt ? ` (${translate('app.shops.overnight')})` : '';
  return <>{`${shop.opensAt}–${shop.closesAt}${overnight}`}</>;
};

/** Every field of a shop: contact, hours, address with its stored unit names, location with a map link, photos in order. */
export const ShopDetails = ({ shop }: { shop: ShopDetail }) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`app.shops.fields.${field}`);
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 1, m: 0 }}>
        <DetailRow label={label('code')}>{shop.code}</DetailRow>
        <DetailRow label={label('name')}>{shop.name}</DetailRow>
        <DetailRow label={label('status')}><ShopStatusChip status={shop.status} /></DetailRow>
        <DetailRow label={label('phone')}>{shop.phone ?? '—'}</DetailRow>
        <DetailRow label={label('email')}>{shop.email ?? '—'}</DetailRow>
        <DetailRow label={label('hours')}><Hours shop={shop} /></DetailRow>
        <DetailRow label={label('address')}>{shop.address || '—'}</DetailRow>
        <DetailRow label={label('area')}>{shopAreaText(shop) || '—'}</DetailRow>
        <DetailRow label={label('location')}>
          {shop.latitude === null || shop.longitude === null ? translate('app.shops.noLocation') : (
            <>
              {`${shop.latitude}/${shop.longitude} `}
              <Link href={mapLinkOf(shop.latitude, shop.longitude)} target="_blank" rel="noopener noreferrer">
                {translate('app.shops.openMap')}
              </Link>
            </>
          )}
        </DetailRow>
        <DetailRow label={label('createdAt')}>{formatDateTime(shop.createdAt)}</DetailRow>
        <DetailRow label={label('updatedAt')}>{shop.updatedAt ? formatDateTime(shop.updatedAt) : '—'}</DetailRow>
      </Box>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>{label('photos')}</Typography>
      {shop.photos.length === 0 ? <Typography color="text.secondary">{translate('app.shops.noPhotos')}</Typography> : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0 }}>
          {shop.photos.map((photo, index) => (
            <li key={photo.id}>
              {isSafeImageUrl(photo.url) ? <img src={photo.url} alt={translate('app.shops.photo', { n: index + 1 })} width={125} height={130} /> : null}
            </li>
          ))}
        </Box>
      )}
    </>
  );
};

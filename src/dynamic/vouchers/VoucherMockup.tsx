import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { VoucherReadData } from '../../api/voucherRead';
import { formatDate } from '../../core/formatDate';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { isSafeImageUrl } from '../../core/imageUrl';

/** The first image the app may load (our own uploads, https), or null. */
const firstImage = (images: readonly string[]): string | null => images.find((url) => isSafeImageUrl(url)) ?? null;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ px: 2, py: 1.5 }}>
    <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/**
 * The voucher as a customer sees it on a phone (spec §2 "Voucher preview screen", in its order): the first image
 * (alt 'Chưa có hình ảnh', the same text in its place when there is none), the exchange points (0 by default) and
 * 'điểm', the value, 'Áp dụng tới' and the end date, '[partner] voucher name', the description, the partner detail
 * under 'Thông tin đối tác', the hotline, 'Thời gian áp dụng' start – end, and 'Địa điểm áp dụng' with each shop.
 * Everything is text (never markup); dates DD/MM/YYYY, amounts as the language writes them.
 */
export const VoucherMockup = ({ data }: { data: VoucherReadData }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { voucherInfo: voucher, partnerInfo: partner, shopInfos: shops } = data;
  const image = firstImage(voucher.images);
  const noImage = translate('app.voucherPreview.noImage');
  const value = typeof voucher.value === 'number' ? formatMoney(voucher.value, locale) : voucher.value;
  const title = partner.name ? `[${partner.name}] ${voucher.name}` : voucher.name;
  return (
    <Box
      component="figure"
      aria-label={translate('app.voucherPreview.mockup')}
      sx={{
        m: 0, width: '100%', maxWidth: 360, flexShrink: 0, alignSelf: { xs: 'center', md: 'flex-start' },
        border: 10, borderColor: 'grey.900', borderRadius: 6, overflow: 'hidden', bgcolor: 'background.paper', boxShadow: 3,
      }}
    >
      {/* The frame grows with its content: a scrolling box of text only could not be reached by keyboard. */}
      <Box sx={{ overflowWrap: 'anywhere' }}>
        {image ? (
          <Box component="img" src={image} alt={noImage} sx={{ display: 'block', width: '100%', aspectRatio: '25 / 26', objectFit: 'cover' }} />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', aspectRatio: '25 / 26', bgcolor: 'grey.200', color: 'grey.800' }}>
            <Typography variant="body2">{noImage}</Typography>
          </Box>
        )}
        <Box sx={{ px: 2, pt: 1.5, display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.dark' }}>
            {translate('app.voucherPreview.points', { points: formatCount(voucher.exchangePoint, locale) })}
          </Typography>
          {value ? <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>{value}</Typography> : null}
        </Box>
        <Typography component="p" variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {translate('app.voucherPreview.validUntil', { date: formatDate(voucher.endDate) })}
        </Typography>
        <Typography component="h2" variant="h6" sx={{ px: 2, pt: 1 }}>
          {title}
        </Typography>
        {voucher.description ? <Typography component="p" variant="body2" sx={{ px: 2, pt: 0.5, whiteSpace: 'pre-wrap' }}>{voucher.description}</Typography> : null}
        <Divider sx={{ mt: 1.5 }} />
        <Section title={translate('app.voucherPreview.partnerInfo')}>
          {partner.detail ? <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{partner.detail}</Typography> : null}
          {voucher.hotLine ? <Typography variant="body2">{translate('app.voucherPreview.hotLine', { phone: voucher.hotLine })}</Typography> : null}
        </Section>
        <Section title={translate('app.voucherPreview.period')}>
          <Typography variant="body2">{`${formatDate(voucher.startDate)} – ${formatDate(voucher.endDate)}`}</Typography>
        </Section>
        <Section title={translate('app.voucherPreview.places')}>
          {shops.length === 0 ? (
            <Typography variant="body2" color="text.secondary">{translate('app.voucherPreview.noPlaces')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {shops.map((shop, index) => (
                <li key={index}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>{shop.name}</Typography>
                  <Typography variant="body2" color="text.secondary">{shop.address}</Typography>
                </li>
              ))}
            </Box>
          )}
        </Section>
      </Box>
    </Box>
  );
};

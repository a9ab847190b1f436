import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { loadAreas } from '../../address';
import type { MerchantInfo } from '../../api/money';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { DetailRow } from '../../ui/DetailRow';
import { MoneySection } from './MoneySection';
import { useMerchantInfo } from './useMoneyQueries';
import { moneyKeys } from './data';

/** The street, then the ward, district and province by their names (src/address); codes the data lacks are left out. */
const useAddressLine = (info: MerchantInfo | undefined): string => {
  const areas = useQuery({ queryKey: moneyKeys.part('areas'), queryFn: loadAreas, ...LOAD_ONCE, staleTime: Infinity });
  if (!info) return '';
  const index = areas.data;
  const names = index
    ? [index.ward(info.wardCode)?.label, index.district(info.districtCode)?.label, index.province(info.provinceCode)?.label]
    : [];
  return [info.address, ...names].filter((part) => part).join(', ');
};

/** The merchant's registered details. */
export const MerchantDetails = () => {
  const translate = useTranslate();
  const query = useMerchantInfo();
  const address = useAddressLine(query.data);
  const none = translate('app.money.details.none');
  return (
    <MoneySection title={translate('app.money.details.title')} query={query}>
      {(info) => (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
          <DetailRow label={translate('app.money.details.name')}>{info.name}</DetailRow>
          <DetailRow label={translate('app.money.details.code')}>{info.code}</DetailRow>
          <DetailRow label={translate('app.money.details.taxCode')}>{info.taxCode ?? none}</DetailRow>
          <DetailRow label={translate('app.money.details.address')}>{address || none}</DetailRow>
          <DetailRow label={translate('app.money.details.contact')}>
            {[info.contactName, info.contactPhone, info.contactEmail].filter((part) => part).join(' · ') || none}
          </DetailRow>
          <DetailRow label={translate('app.money.details.status')}>{translate(`app.money.details.statuses.${info.status}`)}</DetailRow>
        </Box>
      )}
    </MoneySection>
  );
};

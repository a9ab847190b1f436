import Chip from '@mui/material/Chip';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ChannelRow } from '../../api/money';
import { formatMoney } from '../../core/formatMoney';
import { MoneySection } from './MoneySection';
import { SimpleTable } from './SimpleTable';
import { useChannels } from './useMoneyQueries';

/** Basis points as a percentage in the screen's language: 150 → '1.5' (en) or '1,5' (vi). */
const percent = (basisPoints: number, locale: string) =>
  new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 }).format(basisPoints / 100);

/** The payment channels enabled for the merchant, with their fee: a percentage, plus a fixed amount when there is one. */
export const ChannelsTable = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useChannels();
  const fee = (channel: ChannelRow) => {
    const rate = percent(channel.feeRateBp, locale);
    return channel.feeFixed > 0
      ? translate('app.money.channels.feePlus', { rate, fixed: formatMoney(channel.feeFixed, locale) })
      : translate('app.money.channels.feeRate', { rate });
  };
  return (
    <MoneySection title={translate('app.money.channels.title')} query={query}>
      {(channels) => (
        <SimpleTable
          rows={channels}
          empty={translate('app.money.channels.empty')}
          columns={[
            { label: translate('app.money.channels.name'), cell: (channel) => channel.name },
            { label: translate('app.money.channels.code'), cell: (channel) => channel.code },
            { label: translate('app.money.channels.fee'), cell: fee, align: 'right' },
            {
              label: translate('app.money.channels.enabled'),
              phone: 'tertiary',
              cell: (channel) => (
                <Chip size="small" variant="outlined" color={channel.enabled ? 'success' : 'default'}
                  label={translate(channel.enabled ? 'app.money.channels.on' : 'app.money.channels.off')} />
              ),
            },
          ]}
        />
      )}
    </MoneySection>
  );
};

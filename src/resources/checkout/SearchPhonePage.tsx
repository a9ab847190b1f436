import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { normalizeVnMobile } from '../../core/phone';
import { ScreenCard } from '../../ui/ScreenCard';
import { CustomerCardView } from './CustomerCardView';
import { PhoneSearch } from './PhoneSearch';
import { useCustomerCard } from './useCheckoutQueries';

/**
 * /searchphone: the cashier types a customer's phone and sees their points at this merchant, recent activity and
 * vouchers. The phone found is kept in the address (`?phone=`), so the page can be reloaded or linked to.
 */
const SearchPhonePage = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const typed = params.get('phone') ?? '';
  const phone = normalizeVnMobile(typed);
  const card = useCustomerCard(phone);
  const search = (found: string) => {
    // The same phone again asks again: the balance may have changed since.
    if (found === phone) void card.refetch();
    else setParams({ phone: found });
  };
  return (
    <ScreenCard title={translate(titleKey)}>
      <PhoneSearch initial={typed} onSearch={search} />
      {phone ? <CustomerCardView query={card} /> : null}
    </ScreenCard>
  );
};

export default SearchPhonePage;

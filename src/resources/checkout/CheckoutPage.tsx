import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Receipt } from '../../api/checkout';
import { normalizeVnMobile } from '../../core/phone';
import { ScreenCard } from '../../ui/ScreenCard';
import { CheckoutForm } from './CheckoutForm';
import { ReceiptView } from './ReceiptView';

/**
 * /checkout: records a sale for a customer (the phone prefilled from `?phone=`, as /searchphone links here), then
 * shows its receipt; "New sale" starts an empty form.
 */
const CheckoutPage = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [sale, setSale] = useState(0);
  // Read once: "New sale" empties it at once, while the address loses its `phone` in a transition.
  const [initialPhone, setInitialPhone] = useState(() => normalizeVnMobile(params.get('phone') ?? '') ?? '');
  const newSale = () => {
    setReceipt(null);
    setInitialPhone('');
    setParams({}, { replace: true });
    setSale((count) => count + 1);
  };
  return (
    <ScreenCard title={translate(titleKey)}>
      {receipt ? <ReceiptView receipt={receipt} onNewSale={newSale} /> : <CheckoutForm key={sale} initialPhone={initialPhone} onRecorded={setReceipt} />}
    </ScreenCard>
  );
};

export default CheckoutPage;

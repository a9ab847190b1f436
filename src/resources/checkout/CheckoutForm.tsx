import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { CHECKOUT_MAX_AMOUNT, CHECKOUT_SERVICES, type CheckoutRequest, type CheckoutService, type Receipt } from '../../api/checkout';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { moneyProblemKey } from '../../core/moneyTerms';
import { parseMoney } from '../../core/parseMoney';
import { serviceName } from '../../core/salesTerms';
import { queryKeys } from '../../dataProvider/queries';
import type { FormMessage } from '../../ui/feedback/formMessage';
import { submitCheckout } from './checkoutApi';
import { newIdempotencyKey } from '../../core/idempotencyKey';
import { retryWithSameKey } from '../../dataProvider/retryWithSameKey';
import { checkoutFigures, maxRedeemable } from './checkoutMath';
import { CheckoutSummary } from './CheckoutSummary';
import { CustomerBalanceLine } from './CustomerBalanceLine';
import { checkoutFailure } from './failureText';
import { PhoneSearch } from './PhoneSearch';
import { useCheckoutShops, useCustomerCard } from './useCheckoutQueries';
import { checkoutKeys } from './data';

const FIELD_IDS = { shop: 'checkout-shop', amount: 'checkout-amount', voucher: 'checkout-voucher', redeem: 'checkout-redeem' } as const;

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * The sale: the customer (looked up by phone), the shop, the service, the amount, the points to redeem and a voucher,
 * with a live summary. One submission sends one request under one Idempotency-Key: the button is disabled while it
 * is sent, and sending the same sale again (after a lost answer) reuses the key, so the server answers the first
 * receipt instead of recording a second sale. Any change to the sale makes it another sale, with a new key.
 */
export const CheckoutForm = ({ initialPhone, onRecorded }: { initialPhone: string; onRecorded: (receipt: Receipt) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState<string | null>(() => (initialPhone ? initialPhone : null));
  const card = useCustomerCard(phone);
  const shops = useCheckoutShops();
  const [chosenShop, setChosenShop] = useState('');
  const [serviceCode, setServiceCode] = useState<CheckoutService>(CHECKOUT_SERVICES[0]);
  const [amountText, setAmountText] = useState('');
  const [redeemText, setRedeemText] = useState('');
  const [voucherId, setVoucherId] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<FormMessage | null>(null);
  const [sending, setSending] = useState(false);
  // Refs, not state: a second click in the same frame must see the first one's flag and key at once.
  const inFlight = useRef(false);
  const lastSale = useRef<{ body: string; key: string } | null>(null);

  const shopList = shops.data ?? [];
  // One shop: it is the one; several: the cashier picks.
  const shopId = chosenShop || (shopList.length === 1 ? String(shopList[0].id) : '');
  const customer = card.data && card.data.phone === phone ? card.data : null;
  const rules = customer ?? { pointValue: 1, earnRatePercent: 0 };
  // Amounts and points are whole numbers, read as the screen's language groups them (src/core/parseMoney.ts):
  // '150000.50' is refused, not 15.000.050 ₫.
  const amountReading = parseMoney(amountText, locale);
  const amount = amountReading.ok ? amountReading.value : null;
  const redeemReading = parseMoney(redeemText, locale);
  const redeem = redeemText.trim() === '' ? 0 : redeemReading.ok ? redeemReading.value : null;
  const amountLabel = translate('app.checkout.form.amount');
  // A misread amount says what is wrong with what was typed; a readable one out of range, the range.
  const amountMessage = !amountReading.ok && amountReading.problem !== 'required'
    ? translate(moneyProblemKey(amountReading.problem), { field: amountLabel })
    : translate('app.checkout.form.amountInvalid');
  const voucher = customer?.vouchers.find((candidate) => String(candidate.id) === voucherId) ?? null;
  const voucherValue = Math.min(voucher?.value ?? 0, amount ?? 0);
  const maxPoints = customer ? maxRedeemable(customer.balance, amount ?? 0, voucher?.value ?? 0, rules) : 0;
  const figures = checkoutFigures(amount ?? 0, voucherValue, Math.min(redeem ?? 0, maxPoints), rules);

  const problems = {
    phone: customer === null,
    shop: shopId === '',
    amount: amount === null || amount < 1 || amount > CHECKOUT_MAX_AMOUNT,
    redeem: redeem === null || redeem > maxPoints,
    // The server refuses discounts above the amount: said here before the cashier sends it.
    voucher: voucher !== null && amount !== null && voucher.value > amount,
  };
  const show = (problem: boolean) => checked && problem;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setChecked(true);
    if (Object.values(problems).some(Boolean) || !customer || amount === null) {
      // The first field to fix takes the focus, so a keyboard or screen reader user lands on it.
      const first = (['shop', 'amount', 'voucher', 'redeem'] as const).find((field) => problems[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    const request: CheckoutRequest = {
      phone: customer.phone, shopId: Number(shopId), serviceCode, amount,
      ...(redeem ? { redeemPoints: redeem } : {}), ...(voucher ? { customerVoucherId: voucher.id } : {}),
    };
    const body = JSON.stringify(request);
    const key = lastSale.current?.body === body ? lastSale.current.key : newIdempotencyKey();
    lastSale.current = { body, key };
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      const receipt = await submitCheckout(request, key);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: checkoutKeys.customerCard(receipt.phone) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pointBalance() }),
      ]);
      onRecorded(receipt);
    } catch (error) {
      setFailure(checkoutFailure(error));
      if (!retryWithSameKey(error)) lastSale.current = null;
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography component="h2" variant="h6">{translate('app.checkout.form.customer')}</Typography>
        <PhoneSearch initial={initialPhone} buttonKey="app.checkout.form.lookUp" onSearch={(found) => {
          if (found === phone) void card.refetch();
          setPhone(found);
          setVoucherId('');
        }} />
        {phone ? <CustomerBalanceLine query={card} /> : null}
        {show(problems.phone) && !phone ? <Alert severity="error" role="alert">{translate('app.checkout.form.lookUpFirst')}</Alert> : null}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ flex: 1, maxWidth: 480 }} aria-label={translate('app.screens.checkout')}>
          {failure ? (
            <Alert severity={failure.severity} role="alert">{translate(failure.message, { ...failure.args, _: failure.message })}</Alert>
          ) : null}
          {shops.isSuccess && shopList.length === 0 ? <Alert severity="warning">{translate('app.checkout.form.noShops')}</Alert> : null}
          <TextField
            select label={translate('app.checkout.form.shop')} value={shopId} onChange={(event) => setChosenShop(event.target.value)}
            required error={show(problems.shop)} helperText={show(problems.shop) ? translate('app.checkout.form.required') : ' '}
            slotProps={NATIVE_SELECT} id={FIELD_IDS.shop}
          >
            <option value="" disabled>{''}</option>
            {shopList.map((shop) => <option key={shop.id} value={String(shop.id)}>{shop.name}</option>)}
          </TextField>
          <TextField
            select label={translate('app.checkout.form.service')} value={serviceCode} onChange={(event) => setServiceCode(CHECKOUT_SERVICES.find((code) => code === event.target.value) ?? CHECKOUT_SERVICES[0])}
            slotProps={NATIVE_SELECT} id="checkout-service"
          >
            {CHECKOUT_SERVICES.map((code) => <option key={code} value={code}>{serviceName(code, locale)}</option>)}
          </TextField>
          <TextField
            id={FIELD_IDS.amount} label={amountLabel} value={amountText} onChange={(event) => setAmountText(event.target.value)}
            required error={show(problems.amount)}
            helperText={show(problems.amount) ? amountMessage : translate('app.checkout.form.amountHint')}
            autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
          />
          <TextField
            select label={translate('app.checkout.form.voucher')} value={voucher ? voucherId : ''} onChange={(event) => setVoucherId(event.target.value)}
            disabled={!customer?.vouchers.length} slotProps={NATIVE_SELECT} id={FIELD_IDS.voucher}
            error={problems.voucher} helperText={problems.voucher ? translate('app.checkout.errors.checkoutDiscountTooLarge') : ' '}
          >
            <option value="">{translate('app.checkout.form.noVoucher')}</option>
            {(customer?.vouchers ?? []).map((held) => (
              <option key={held.id} value={String(held.id)}>
                {translate('app.checkout.form.voucherOption', { name: held.name, value: formatMoney(held.value, locale) })}
              </option>
            ))}
          </TextField>
          <TextField
            id={FIELD_IDS.redeem} label={translate('app.checkout.form.redeemPoints')} value={redeemText} onChange={(event) => setRedeemText(event.target.value)}
            disabled={!customer || customer.balance <= 0} error={problems.redeem && redeemText.trim() !== ''}
            helperText={translate(problems.redeem && redeemText.trim() !== '' ? 'app.checkout.form.redeemInvalid' : 'app.checkout.form.redeemHint', {
              max: formatCount(maxPoints, locale), value: formatMoney(maxPoints * rules.pointValue, locale),
            })}
            autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
          />
          <div>
            <Button type="submit" variant="contained" size="large" disabled={sending}>
              {translate(sending ? 'app.checkout.form.sending' : 'app.checkout.form.submit')}
            </Button>
          </div>
        </Stack>
        <CheckoutSummary figures={figures} />
      </Stack>
    </Stack>
  );
};

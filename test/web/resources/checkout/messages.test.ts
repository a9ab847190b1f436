import { IDEMPOTENCY_MESSAGES } from '../../../../server/http/idempotency';
import { CHECKOUT_MESSAGES } from '../../../../src/api/checkout';
import { english } from '../../../../src/resources/checkout/english';
import { vietnamese } from '../../../../src/resources/checkout/vietnamese';
import { checkoutFailure } from '../../../../src/resources/checkout/failureText';
import { HttpError } from '../../../../src/dataProvider/HttpError';

/** Every refusal the checkout's calls can answer is said by the screen in both languages, in its own words. */

const errorsOf = (locale: 'en' | 'vi') => (locale === 'en' ? english : vietnamese).app.checkout.errors as Record<string, string>;

test.each([...Object.values(CHECKOUT_MESSAGES), ...Object.values(IDEMPOTENCY_MESSAGES)])('%s has its text in English and Vietnamese', (message) => {
  expect(errorsOf('en')[message]).toEqual(expect.any(String));
  expect(errorsOf('vi')[message]).toEqual(expect.any(String));
  expect(errorsOf('vi')[message]).not.toBe(errorsOf('en')[message]);
  expect(checkoutFailure(new HttpError(message, 409, { err: 409, message, data: null })).message).toBe(`app.checkout.errors.${message}`);
});

test("a refused field (400 naming it) asks to check the form, with the balance of a refusal passed on", () => {
  expect(checkoutFailure(new HttpError('amount: Too small', 400, { err: 400, message: 'amount: Too small', data: { field: 'amount' } })).message)
    .toBe('app.checkout.errors.badRequest');
  expect(checkoutFailure(new HttpError('checkoutNotEnoughPoints', 409, { err: 409, message: 'checkoutNotEnoughPoints' }, { balance: 3 })))
    .toEqual({ message: 'app.checkout.errors.checkoutNotEnoughPoints', severity: 'error', args: { balance: 3 } });
});

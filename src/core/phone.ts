/**
 * Vietnamese mobile numbers as cashiers type them: "0901 234 567", "+84 90 123 4567", "84901234567". The canonical
 * form is the national one, 10 digits starting with 0 (0[35789]x…), as stored in `customer_phone`.
 */
const MOBILE = /^0[35789]\d{8}$/;

/** The canonical 10-digit form, or null when it is not a Vietnamese mobile number. */
export const normalizeVnMobile = (typed: string): string | null => {
  const digits = typed.replace(/[\s.\-()]/g, '');
  const national = digits.startsWith('+84') ? `0${digits.slice(3)}` : /^84\d{9}$/.test(digits) ? `0${digits.slice(2)}` : digits;
  return MOBILE.test(national) ? national : null;
};

/** A customer's number as lists show it: the first 3 and last 3 digits, "090****567". */
export const maskPhone = (phone: string): string =>
  phone.length <= 6 ? '*'.repeat(phone.length) : `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`;

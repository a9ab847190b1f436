/**
 * Vietnamese mobile numbers as cashiers type them: "0901 234 567", "+84 90 123 4567", "84901234567",
 * "090.123.4567", "(090) 123-4567". The canonical form is the national one, 10 digits starting with 0 and a mobile
 * prefix (03, 05, 07, 08, 09), as stored in `customer_phone` and by the voucher phone import.
 */
const MOBILE = /^0[35789]\d{8}$/;

/** Why a typed number is not a Vietnamese mobile number; the app says each as `app.phone.<reason>`. */
export const PHONE_PROBLEMS = ['empty', 'notANumber', 'wrongLength', 'notMobilePrefix'] as const;
export type PhoneProblem = (typeof PHONE_PROBLEMS)[number];

export type PhoneReading = { ok: true; phone: string } | { ok: false; problem: PhoneProblem };

/**
 * The 2018 conversion of 11-digit mobile numbers to 10 digits (Ministry of Information and Communications,
 * 15/09/2018 – 15/11/2018): the old 4-digit prefix → the new 3-digit one; the 7 digits after it are kept.
 */
const LEGACY_PREFIXES: Readonly<Record<string, string>> = {
  // Viettel
  '0162': '032', '0163': '033', '0164': '034', '0165': '035', '0166': '036', '0167': '037', '0168': '038', '0169': '039',
  // MobiFone
  '0120': '070', '0121': '079', '0122': '077', '0126': '076', '0128': '078',
  // VinaPhone
  '0123': '083', '0124': '084', '0125': '085', '0127': '081', '0129': '082',
  // Vietnamobile, Gmobile
  '0186': '056', '0188': '058', '0199': '059',
};

/** Separators people type inside a number: spaces, dots, dashes, brackets. */
const SEPARATORS = /[\s.\-()]/g;

/** The national form of the digits: +84… and 84… (11 or 12 digits) become 0…; legacy 11-digit prefixes are mapped. */
const national = (digits: string): string => {
  const local = digits.startsWith('+84') ? `0${digits.slice(3)}` : /^84\d{9,10}$/.test(digits) ? `0${digits.slice(2)}` : digits;
  const legacy = local.length === 11 ? LEGACY_PREFIXES[local.slice(0, 4)] : undefined;
  return legacy === undefined ? local : `${legacy}${local.slice(4)}`;
};

/** Reads one typed number: its canonical 10-digit form, or why it is refused. */
export const readVnMobile = (typed: string): PhoneReading => {
  const compact = typed.replace(SEPARATORS, '');
  if (compact === '') return { ok: false, problem: 'empty' };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, problem: 'notANumber' };
  const phone = national(compact);
  if (phone.length !== 10) return { ok: false, problem: 'wrongLength' };
  return MOBILE.test(phone) ? { ok: true, phone } : { ok: false, problem: 'notMobilePrefix' };
};

/** The canonical 10-digit form, or null when it is not a Vietnamese mobile number. */
export const normalizeVnMobile = (typed: string): string | null => {
  const reading = readVnMobile(typed);
  return reading.ok ? reading.phone : null;
};

/** A customer's number as lists show it: the first 3 and last 3 digits, "090****567". */
export const maskPhone = (phone: string): string =>
  phone.length <= 6 ? '*'.repeat(phone.length) : `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`;

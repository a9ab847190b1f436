/**
 * The longest ISO 8601 instant a request may carry: date, time, up to nine fractional digits and an offset make 35
 * characters; anything longer is no instant a client writes (OWASP API4: every request string is bounded).
 */
export const ISO_INSTANT_MAX = 40;

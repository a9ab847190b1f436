/**
 * The rate-limit headers as the OpenAPI document describes them: every API answer, refusals and failures included,
 * carries `RateLimit-Policy` and `RateLimit` (http/rateLimitHeaders.ts; the general limit runs before anything that
 * can refuse), so every response points at the two header components below.
 */

type Json = Record<string, unknown>;

const POLICIES = [
  '`api`: every call, API_RATE_PER_MINUTE (600) a minute per session, API key, or address when neither is sent, counted by each server process;',
  '`signin-ip`: sign-in and forgot-password calls, SIGNIN_RATE_PER_MINUTE (30) a minute per address;',
  '`captcha-ip`: new captchas, CAPTCHA_RATE_PER_MINUTE (60) a minute per address;',
  '`report-user`: report pages and CSV files, REPORT_RATE_PER_MINUTE (10) a minute per user;',
  '`upload-user`: uploads, UPLOAD_RATE_PER_MINUTE (60) a minute per user;',
  '`partnerApi`: the partner API, API_KEY_RATE_PER_MINUTE (60) a minute per API key;',
  '`partnerApiInvalid`: partner API calls with a missing or unusable key, 20 a minute per address.',
].join('\n- ');

export const RATE_LIMIT_HEADER_COMPONENTS: Record<string, Json> = {
  RateLimitPolicy: {
    description: 'The limits this call counted against (draft-ietf-httpapi-ratelimit-headers): one `"<name>";q=<requests>;w=<seconds>` '
      + `item per limit. The limits:\n- ${POLICIES}`,
    required: true,
    schema: { type: 'string', maxLength: 200 },
    example: '"api";q=600;w=60, "partnerApi";q=60;w=60',
  },
  RateLimit: {
    description: 'What is left of each limit in `RateLimit-Policy`, in the same order: `"<name>";r=<requests left>;t=<seconds until a '
      + 'place is given back>`. At `r=0` the next call answers 429 until `t` seconds have passed.',
    required: true,
    schema: { type: 'string', maxLength: 200 },
    example: '"api";r=598;t=41, "partnerApi";r=57;t=41',
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again (also in `data.retryAfterSeconds`).',
    required: true,
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 86400 },
    example: 42,
  },
};

/** A 429's own header beside the two every answer has. */
export const RETRY_AFTER_HEADER: Record<string, Json> = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };

const HEADERS: Json = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};

/** Adds the two headers to each response of `responses` that is not a reference (those get them where they are defined). */
export const withRateLimitHeaders = (responses: Json): void => {
  for (const [status, response] of Object.entries(responses)) {
    const answer = response as Json;
    if (answer.$ref !== undefined) continue;
    answer.headers = { ...HEADERS, ...(status === '429' ? RETRY_AFTER_HEADER : {}), ...((answer.headers ?? {}) as Json) };
  }
};

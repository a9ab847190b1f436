/**
 * The partner API's security scheme in the OpenAPI document: an API key sent as a bearer token. Kept apart from
 * openapi.ts so that the description's checks and the key scheme change independently.
 */
export const API_KEY_SECURITY_SCHEMES = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'mpk_live_…',
    description: 'An API key of a third-party user (/api-keys in the portal), shown once when created or rolled.',
  },
} as const;

/** `security` of a partner API route. */
export const API_KEY_SECURITY: { apiKey: string[] }[] = [{ apiKey: [] }];

import type { AuthServices } from './services';

/**
 * Whether the user has a strong factor (an active authenticator app or a passkey): what recovery codes stand in for,
 * and what sign-in asks for before the SMS code. The recovery codes live while one is left.
 */
export const hasStrongFactor = async (services: Pick<AuthServices, 'apps' | 'passkeys'>, userId: number): Promise<boolean> =>
  (await services.apps.isActive(userId)) || (await services.passkeys.count(userId)) > 0;

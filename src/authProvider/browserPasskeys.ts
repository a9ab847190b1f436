import type {
  PasskeyAuthenticationOptions, PasskeyAuthenticationResponse, PasskeyRegistrationOptions, PasskeyRegistrationResponse,
} from '../api/factors';

/**
 * The browser's side of a passkey (WebAuthn) through @simplewebauthn/browser, loaded with the first use so that
 * the sign-in entry stays light. What the browser refuses comes back as an Error whose message is one of these
 * keys (both the sign-in and the shell catalogues carry `app.passkeys.*`).
 */
export const PASSKEY_BROWSER_MESSAGES = {
  /** The user closed the browser's prompt, or it timed out (NotAllowedError): nothing happened. */
  cancelled: 'app.passkeys.cancelled',
  /** This authenticator holds a passkey of this account already (InvalidStateError at registration). */
  exists: 'app.passkeys.exists',
  /** This browser has no WebAuthn, or the page is not a secure context. */
  unsupported: 'app.passkeys.unsupported',
  /** Anything else the browser or the authenticator refused. */
  failed: 'app.passkeys.failed',
} as const;

/** Whether this browser can create and use passkeys here (WebAuthn in a secure context). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';

const library = () => import('@simplewebauthn/browser');

/** The library's WebAuthnError carries a code; a bare DOMException only its name. */
const keyOf = (error: unknown): string => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const name = error instanceof Error ? error.name : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return PASSKEY_BROWSER_MESSAGES.exists;
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_BROWSER_MESSAGES.cancelled;
  return PASSKEY_BROWSER_MESSAGES.failed;
};

const ceremony = async <T>(run: () => Promise<T>): Promise<T> => {
  if (!passkeysSupported()) throw new Error(PASSKEY_BROWSER_MESSAGES.unsupported);
  try {
    return await run();
  } catch (error) {
    throw new Error(keyOf(error), { cause: error });
  }
};

/** Asks the browser to create a passkey for the server's creation options; its answer goes back to the server as is. */
export const createPasskey = (optionsJSON: PasskeyRegistrationOptions): Promise<PasskeyRegistrationResponse> =>
  ceremony(async () => (await library()).startRegistration({ optionsJSON }) as Promise<PasskeyRegistrationResponse>);

/** Asks the browser to sign the server's challenge with one of the passkeys the options list. */
export const signWithPasskey = (optionsJSON: PasskeyAuthenticationOptions): Promise<PasskeyAuthenticationResponse> =>
  ceremony(async () => (await library()).startAuthentication({ optionsJSON }) as Promise<PasskeyAuthenticationResponse>);

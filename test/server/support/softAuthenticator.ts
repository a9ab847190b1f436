import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A software passkey for server tests: what a browser and an authenticator would answer to WebAuthn options, built by
 * hand so that the tests can also answer wrongly (another origin, a counter that goes back).
 *
 * - Key: ECDSA P-256 (COSE alg -7, ES256), made with node:crypto; its public key as a COSE_Key map.
 * - Registration: attestation format `none`; authenticatorData = rpIdHash (32) | flags (UP, UV, AT) | counter (4, big
 *   endian) | AAGUID (16 zero bytes) | credential id length (2) | credential id | COSE key (WebAuthn §6.1).
 * - Assertion: authenticatorData = rpIdHash | flags (UP, UV) | counter; signature = DER ECDSA-SHA256 over
 *   authenticatorData | sha256(clientDataJSON) (§6.3.3).
 * - CBOR (RFC 8949): only what these structures hold (small and negative integers, byte and text strings, maps).
 */

const b64url = (bytes: Buffer): string => bytes.toString('base64url');
const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();

type Cbor = number | string | Buffer | Map<Cbor, Cbor>;

/** A CBOR head: major type and argument (lengths and integers up to 2^32). */
const head = (major: number, value: number): Buffer => {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff]);
  const long = Buffer.alloc(5);
  long[0] = (major << 5) | 26;
  long.writeUInt32BE(value, 1);
  return long;
};

export const cbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
};

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftAuthenticatorOptions {
  rpId: string;
  origin: string;
}

/** One passkey on one authenticator; `counter` is its signature counter, raised by each assertion. */
export const createSoftAuthenticator = ({ rpId, origin }: SoftAuthenticatorOptions) => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = cbor(new Map<Cbor, Cbor>([
    [1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x ?? '', 'base64url')], [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]));
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));
  const authData = (flags: number, count: number, attested?: Buffer): Buffer => {
    const countBytes = Buffer.alloc(4);
    countBytes.writeUInt32BE(count);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), countBytes, ...(attested ? [attested] : [])]);
  };

  return {
    id,
    get counter() {
      return counter;
    },

    /** The answer to registration options (`startRegistration()`'s RegistrationResponseJSON). */
    register(options: { challenge: string }, overrides: { origin?: string } = {}) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const attestationObject = cbor(new Map<Cbor, Cbor>([
        ['fmt', 'none'], ['attStmt', new Map()], ['authData', authData(FLAG_UP | FLAG_UV | FLAG_AT, counter, attested)],
      ]));
      return {
        id, rawId: id, type: 'public-key' as const, clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, overrides.origin ?? origin)),
          attestationObject: b64url(attestationObject), transports: ['internal' as const],
        },
      };
    },

    /**
     * The answer to assertion options (`startAuthentication()`'s AuthenticationResponseJSON), signed with the next
     * counter value, or `counter` when given (a cloned key's older one).
     */
    assert(options: { challenge: string }, overrides: { origin?: string; counter?: number } = {}) {
      counter = overrides.counter ?? counter + 1;
      const data = authData(FLAG_UP | FLAG_UV, counter);
      const clientDataJSON = clientData('webauthn.get', options.challenge, overrides.origin ?? origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), privateKey);
      return {
        id, rawId: id, type: 'public-key' as const, clientExtensionResults: {},
        response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(data), signature: b64url(signature) },
      };
    },
  };
};

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;

import { loadConfig, loadWebauthnConfig } from '../../../server/config';

describe('WebAuthn relying party configuration', () => {
  it('defaults to localhost and the start origin outside production, marked as not configured', () => {
    expect(loadWebauthnConfig({})).toEqual({ rpId: 'localhost', origins: ['http://localhost:8080'], configured: false });
    expect(loadWebauthnConfig({ PORT: '3000' }).origins).toEqual(['http://localhost:3000', 'http://localhost:8080']);
    expect(loadConfig({ NODE_ENV: 'production' }).auth.webauthn.configured).toBe(false);
  });

  it('reads WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS', () => {
    expect(loadWebauthnConfig({ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: 'https://portal.example.com, https://example.com/' }))
      .toEqual({ rpId: 'example.com', origins: ['https://portal.example.com', 'https://example.com'], configured: true });
  });

  it('refuses an origin that is not https (but for localhost), not bare, or not on the relying party id', () => {
    expect(() => loadWebauthnConfig({ WEBAUTHN_ORIGINS: 'http://portal.example.com' })).toThrow('WEBAUTHN_ORIGINS');
    expect(() => loadWebauthnConfig({ WEBAUTHN_ORIGINS: 'https://portal.example.com/app' })).toThrow('WEBAUTHN_ORIGINS');
    expect(() => loadWebauthnConfig({ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: 'https://example.net' })).toThrow('not on WEBAUTHN_RP_ID');
    expect(() => loadWebauthnConfig({ WEBAUTHN_RP_ID: 'https://example.com' })).toThrow('WEBAUTHN_RP_ID');
  });
});

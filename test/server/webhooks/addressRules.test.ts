import { addressAllowed, urlProblem } from '../../../server/webhooks/outboundAddress';
import { postWebhook } from '../../../server/webhooks/post';
import { type Receiver, startReceiver } from './receiver';

// The outbound address rules of webhook deliveries outside development: private, loopback, link-local and
// unique-local targets are refused before any connection, by literal address or by what a name resolves to.

const PRODUCTION = { allowLoopback: false };
const DEVELOPMENT = { allowLoopback: true };
const LIMITS = { ...PRODUCTION, timeoutMs: 2_000, maxAnswerBytes: 1_024 };

describe('webhook address rules', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('refuses private, loopback, link-local and unique-local addresses, IPv4-mapped ones too', () => {
    for (const address of ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '127.0.0.1', '169.254.169.254', '0.0.0.0', '::1', '::',
      'fc00::1', 'fd12:3456::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', '::ffff:a00:1', '::ffff:c0a8:101', '64:ff9b::a00:1']) {
      expect([address, addressAllowed(address, PRODUCTION)]).toEqual([address, false]);
    }
    for (const address of ['203.113.152.14', '8.8.8.8', '172.32.0.1', '2001:4860:4860::8888', '::ffff:cb71:980e']) {
      expect([address, addressAllowed(address, PRODUCTION)]).toEqual([address, true]);
    }
    expect(addressAllowed('127.0.0.1', DEVELOPMENT)).toBe(true);
    expect(addressAllowed('::1', DEVELOPMENT)).toBe(true);
    expect(addressAllowed('10.1.2.3', DEVELOPMENT)).toBe(false);
  });

  it('allows https only, and http to loopback in development only', () => {
    expect(urlProblem('https://hooks.example.com/x', PRODUCTION)).toBeNull();
    expect(urlProblem('http://hooks.example.com/x', PRODUCTION)).toBe('not https');
    expect(urlProblem('http://127.0.0.1:8080/x', PRODUCTION)).toBe('not https');
    expect(urlProblem('https://localhost/x', PRODUCTION)).toBe('a loopback address');
    expect(urlProblem('https://[::1]/x', PRODUCTION)).not.toBeNull();
    // The URL parser writes this literal as [::ffff:a00:1].
    expect(urlProblem('https://[::ffff:10.0.0.1]/x', PRODUCTION)).toBe('a private, loopback or link-local address');
    expect(urlProblem('http://127.0.0.1:8080/x', DEVELOPMENT)).toBeNull();
    expect(urlProblem('http://localhost:8080/x', DEVELOPMENT)).toBeNull();
    expect(urlProblem('ftp://hooks.example.com/x', DEVELOPMENT)).toBe('not https');
  });

  it('sends nothing to 10.x, 192.168.x, 169.254.x or ::1 outside development, and nothing to the loopback receiver', async () => {
    for (const url of ['https://10.0.0.5/hooks', 'https://192.168.0.5/hooks', 'https://169.254.169.254/hooks', 'https://[::1]/hooks', receiver.url]) {
      const result = await postWebhook(url, '{}', {}, LIMITS);
      expect([url, result.status, result.response.startsWith('refused')]).toEqual([url, null, true]);
    }
    expect(receiver.received).toHaveLength(0);
    // The same receiver in development is reached.
    const reached = await postWebhook(receiver.url, '{"ok":1}', {}, { ...LIMITS, ...DEVELOPMENT });
    expect(reached.status).toBe(200);
    expect(receiver.received).toHaveLength(1);
  });

  it('follows no redirect and reads no more than the cap', async () => {
    const http = await import('node:http');
    const server = http.createServer((request, response) => {
      if (request.url === '/redirect') response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      else response.writeHead(200).end('x'.repeat(100_000));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as import('node:net').AddressInfo;
    try {
      const redirected = await postWebhook(`http://127.0.0.1:${port}/redirect`, '{}', {}, { ...LIMITS, ...DEVELOPMENT });
      expect(redirected.status).toBe(302);
      const big = await postWebhook(`http://127.0.0.1:${port}/big`, '{}', {}, { ...LIMITS, ...DEVELOPMENT });
      expect(big.status).toBe(200);
      expect(big.response.length).toBeLessThanOrEqual(LIMITS.maxAnswerBytes);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

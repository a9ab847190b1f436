import { redactUrl } from '../../../server/http/logger';

// What the access log writes of a request's address: every credential-like parameter redacted by its name, however
// the caller spelled it, the rest kept to say what was asked.

test.each([
  ['/api/v1/transactions?apiKey=mpk_live_abc123&limit=5', '/api/v1/transactions?apiKey=[Redacted]&limit=5'],
  ['/api/v1/transactions?limit=5&access_token=eyJhbGciOi', '/api/v1/transactions?limit=5&access_token=[Redacted]'],
  ['/api/reports/x?accesstoken=s3cr3t&page=64', '/api/reports/x?accesstoken=[Redacted]&page=64'],
  ['/x?api%5Fkey=k1&X-Api-Key=k2&client_secret=c&Password=p&otp=123456&signature=s', '/x?api%5Fkey=[Redacted]&X-Api-Key=[Redacted]&client_secret=[Redacted]&Password=[Redacted]&otp=[Redacted]&signature=[Redacted]'],
  ['/api/records/vouchers?limit=20&skip=40&queryInput=%7B%7D', '/api/records/vouchers?limit=20&skip=40&queryInput=%7B%7D'],
  ['/api/report/download/ticket123?x=1', '/api/report/download/[Redacted]?x=1'],
])('%s is logged as %s', (url, logged) => {
  expect(redactUrl(url)).toBe(logged);
});

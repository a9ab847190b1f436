import { loadConfig } from '../../../server/config';

describe('storage configuration (S3_*)', () => {
  it('keeps the local folders when S3_BUCKET is not set', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads a compatible server with its key pair', () => {
    expect(loadConfig({
      S3_BUCKET: 'portal-files', S3_ENDPOINT: 'https://s3.internal.example:9000', S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret/key+value', S3_PREFIX: 'production',
    }).storage).toEqual({
      kind: 's3', bucket: 'portal-files', endpoint: 'https://s3.internal.example:9000', region: 'us-east-1', forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret/key+value' }, prefix: 'production/',
    });
  });

  it('leaves the credentials to the SDK\'s default chain when no key pair is given', () => {
    expect(loadConfig({ S3_BUCKET: 'portal-files', AWS_REGION: 'ap-southeast-1' }).storage).toEqual({
      kind: 's3', bucket: 'portal-files', endpoint: undefined, region: 'ap-southeast-1', forcePathStyle: false, credentials: undefined, prefix: '',
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT is set but S3_BUCKET is not'],
    [{ S3_REGION: 'ap-southeast-1', S3_PREFIX: 'x' }, 'S3_REGION, S3_PREFIX are set but S3_BUCKET is not'],
    [{ S3_BUCKET: 'Portal_Files' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'portal' }, 'S3_REGION (or AWS_REGION) must be set'],
    [{ S3_BUCKET: 'portal', S3_REGION: 'Asia Pacific' }, 'S3_REGION must be a region name'],
    [{ S3_BUCKET: 'portal', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http:// or https:// address'],
    [{ S3_BUCKET: 'portal', S3_ENDPOINT: 'ftp://minio' }, 'S3_ENDPOINT must be an http:// or https:// address'],
    [{ S3_BUCKET: 'portal', S3_ENDPOINT: 'http://key:secret@minio:9000' }, 'S3_ENDPOINT must not carry credentials'],
    [{ S3_BUCKET: 'portal', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'only-the-id' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ S3_BUCKET: 'portal', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be 1 or 0'],
    [{ S3_BUCKET: 'portal', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: '../other' }, 'S3_PREFIX must be folder names'],
  ])('refuses %p at startup, naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

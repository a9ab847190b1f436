type Env = Record<string, string | undefined>;

/** The bucket of S3-compatible object storage (AWS S3, MinIO, Ceph, Cloudflare R2, …). */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** S3_ENDPOINT: the service's address for a compatible server; unset, AWS S3 of the region. */
  endpoint: string | undefined;
  region: string;
  /** S3_FORCE_PATH_STYLE: `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO and most local servers). */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; unset, the SDK's default chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_PREFIX: keys start with it (several deployments in one bucket); uploads under `files/`, exports under `exports/`. */
  prefix: string;
}

/** Where stored files go: the local folders (FILES_DIR, EXPORTS_DIR) unless S3_BUCKET names a bucket. */
export type StorageConfig = { kind: 'local' } | S3StorageConfig;

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'];

/** S3's rules for a bucket name: 3–63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,64}$/;
const PREFIX = /^([A-Za-z0-9_-]+\/)*$/;

const pathStyle = (value: string | undefined): boolean => {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return false;
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0, got "${value}"`);
};

const endpointOf = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`S3_ENDPOINT must be an http:// or https:// address, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`S3_ENDPOINT must be an http:// or https:// address, got "${value}"`);
  // The key pair or the bucket in the address would end up in logs and error messages.
  if (url.username || url.password) throw new Error('S3_ENDPOINT must not carry credentials: use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return value;
};

/**
 * Reads the S3_* settings; every mistake is a startup error naming the setting, never a failure at the first
 * upload. Any S3_* setting without S3_BUCKET is refused too: it would look like object storage while the files
 * went to the local folder of one instance.
 */
export const loadStorageConfig = (env: Env): StorageConfig => {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const stray = S3_SETTINGS.filter((name) => env[name]);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to use object storage, or unset ${stray.length === 1 ? 'it' : 'them'}`);
    return { kind: 'local' };
  }
  if (!BUCKET.test(bucket)) throw new Error(`S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), got "${bucket}"`);
  const endpoint = endpointOf(env.S3_ENDPOINT?.trim());
  const region = env.S3_REGION?.trim() || env.AWS_REGION?.trim() || (endpoint ? 'us-east-1' : '');
  if (!region) throw new Error('S3_REGION (or AWS_REGION) must be set when S3_BUCKET is set without S3_ENDPOINT');
  if (!REGION.test(region)) throw new Error(`S3_REGION must be a region name such as ap-southeast-1, got "${region}"`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK\'s default credentials');
  }
  const prefix = env.S3_PREFIX?.trim() ?? '';
  const normalised = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
  if (!PREFIX.test(normalised)) throw new Error(`S3_PREFIX must be folder names of letters, digits, - and _ separated by /, got "${prefix}"`);
  return {
    kind: 's3', bucket, endpoint, region, forcePathStyle: pathStyle(env.S3_FORCE_PATH_STYLE),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: normalised,
  };
};

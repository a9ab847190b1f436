// The part of @20minutes/s3rver (a maintained fork of s3rver, an S3-compatible server for tests) the tests use.
// It ships no types; @types/s3rver describes the original's older release.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    /** Where the buckets' objects are written. */
    directory: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

// s3rver ships no types; this covers the part the tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }
  interface StoredObject {
    bucket: string;
    key: string;
    content: Buffer | AsyncIterable<Buffer>;
    metadata: Record<string, string>;
  }
  /** The bucket store on disk (lib/stores/filesystem.js), as far as the test server replaces its PUT. */
  interface FilesystemStore {
    putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
    getResourcePath(bucket: string, key: string, resource: string): string;
  }
  export default class S3rver {
    store: FilesystemStore;
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

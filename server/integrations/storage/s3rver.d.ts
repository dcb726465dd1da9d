// s3rver ships no types; the storage tests (and the point-in-time restore test, over TLS)
// use this much of it.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
      /** With both, it answers HTTPS. */
      key?: Buffer;
      cert?: Buffer;
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

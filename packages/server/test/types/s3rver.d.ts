/** s3rver (a local fake of the S3 protocol, tests only) ships no types: what the tests use of it. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port: number; address: string; silent?: boolean; directory: string });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

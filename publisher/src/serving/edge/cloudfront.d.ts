/** The built-in module of the CloudFront Functions runtime (cloudfront-js-2.0), as far as we use it. */
declare module 'cloudfront' {
  interface KeyValueStore {
    /** Rejects when the key does not exist. */
    get(key: string, options?: { format: 'string' }): Promise<string>;
  }
  const cf: { kvs(): KeyValueStore };
  export default cf;
}

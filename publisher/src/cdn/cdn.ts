/** A CDN in front of the object store: CloudFront at scale, nothing on the embedded default. */
export interface Cdn {
  readonly kind: 'cloudfront' | 'none';
  /**
   * Drops the cached copies of `paths` (each starting with `/`). `reference` makes a retried call
   * idempotent (CloudFront's CallerReference); give the job's id and step.
   */
  invalidate(paths: readonly string[], reference?: string): Promise<{ invalidationIds: string[] }>;
}

/** The embedded default: the sites server has no cache to invalidate. */
export const noopCdn: Cdn = {
  kind: 'none',
  invalidate: async () => ({ invalidationIds: [] }),
};

/** What a publish request asks for (the `publish_requests.kind` column). */
export const publishKinds = ['publish', 'unpublish', 'rename', 'delete', 'rollback'] as const;
export type PublishKind = (typeof publishKinds)[number];

/** Where a request is: waiting (also between retries), being processed, done, or given up. */
export const publishStates = ['queued', 'running', 'succeeded', 'failed'] as const;
export type PublishState = (typeof publishStates)[number];

/**
 * What a succeeded request did: `live` (its build is what visitors get), `superseded` (a newer
 * request of the same website won; nothing of this one is live), `unpublished`.
 * A deleted website's requests go with it.
 */
export const publishOutcomes = ['live', 'superseded', 'unpublished'] as const;
export type PublishOutcome = (typeof publishOutcomes)[number];

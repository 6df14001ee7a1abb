import type { DomainFailureReason, DomainPendingReason, DomainState } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';
import { uniqueToken } from './fixtures.ts';

/** A domain name unique per call (`www.shop-{token}.example.com`). */
export function uniqueDomainName(): string {
  return `www.shop-${uniqueToken()}.example.com`;
}

/**
 * Inserts a custom domain of `userId` and returns its name. Attached to `websiteId` (its website
 * name is the website's handle, as a connect records it) or to nothing; Connected unless told;
 * created and modified at `modifiedAt` (now).
 */
export async function insertDomain(
  db: Queryable,
  userId: string,
  overrides: {
    domainName?: string;
    websiteId?: string | null;
    state?: DomainState;
    failureReason?: DomainFailureReason | null;
    modifiedAt?: Date;
  } = {},
): Promise<string> {
  const domainName = overrides.domainName ?? uniqueDomainName();
  const at = overrides.modifiedAt ?? new Date();
  await db.query(
    `insert into website_domains
       (domain_name, user_id, website_id, website_name, state, failure_reason, created_at, modified_at)
     values ($1, $2, $3, (select handle from websites where id = $3), $4, $5, $6, $6)`,
    [
      domainName,
      userId,
      overrides.websiteId ?? null,
      overrides.state ?? 'Connected',
      overrides.failureReason ?? null,
      at,
    ],
  );
  return domainName;
}

/**
 * Puts a domain in a state (and its reasons, optionally its modification time) as the checker or
 * time would have: for tests of what each state allows.
 */
export async function setDomainState(
  db: Queryable,
  domainName: string,
  to: {
    state: DomainState;
    pendingReason?: DomainPendingReason | null;
    failureReason?: DomainFailureReason | null;
    modifiedAt?: Date;
  },
): Promise<void> {
  await db.query(
    `update website_domains set state = $2, pending_reason = $3, failure_reason = $4,
            modified_at = coalesce($5, modified_at)
      where domain_name = $1`,
    [domainName, to.state, to.pendingReason ?? null, to.failureReason ?? null, to.modifiedAt ?? null],
  );
}

/** Moves a domain's last modification back to `at`, as if it had been left alone since. */
export async function setDomainModifiedAt(db: Queryable, domainName: string, at: Date): Promise<void> {
  await db.query('update website_domains set modified_at = $2 where domain_name = $1', [domainName, at]);
}

import type { DomainState } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';
import { uniqueToken } from './fixtures.ts';

/** A domain name unique per call (`www.shop-{token}.example.com`). */
export function uniqueDomainName(): string {
  return `www.shop-${uniqueToken()}.example.com`;
}

/**
 * Inserts a custom domain of `userId` and returns its name. Attached to `websiteId` (its website
 * name is the website's handle, as a connect records it) or to nothing; Connected unless told.
 */
export async function insertDomain(
  db: Queryable,
  userId: string,
  overrides: {
    domainName?: string;
    websiteId?: string | null;
    state?: DomainState;
    modifiedAt?: Date;
  } = {},
): Promise<string> {
  const domainName = overrides.domainName ?? uniqueDomainName();
  const at = overrides.modifiedAt ?? new Date();
  await db.query(
    `insert into website_domains (domain_name, user_id, website_id, website_name, state, created_at, modified_at)
     values ($1, $2, $3, (select handle from websites where id = $3), $4, $5, $5)`,
    [domainName, userId, overrides.websiteId ?? null, overrides.state ?? 'Connected', at],
  );
  return domainName;
}

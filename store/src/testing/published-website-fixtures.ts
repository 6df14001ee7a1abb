import type { Queryable } from '../database/database.ts';
import { uniqueToken } from './fixtures.ts';

/**
 * Inserts a website of `userId` with `draft`, and, given `published`, as a publish job leaves it:
 * the handle and last-published time on the website, the published copy under the handle (build
 * `b1` unless told, with the previous build to roll back to when given). Answers its id. For
 * suites of what visitors and settings see, not of publishing itself.
 */
export async function insertPublishedWebsite(
  db: Queryable,
  input: {
    userId: string;
    id?: string;
    draft: unknown;
    published?: { handle: string; document: unknown; at?: Date; buildId?: string; previousBuildId?: string };
  },
): Promise<string> {
  const id = input.id ?? `site-${uniqueToken()}`;
  const published = input.published;
  await db.query(
    'insert into websites (id, user_id, draft, handle, last_published_at) values ($1, $2, $3, $4, $5)',
    [
      id,
      input.userId,
      input.draft,
      published?.handle ?? null,
      published ? (published.at ?? new Date()) : null,
    ],
  );
  if (published) {
    await db.query(
      `insert into published_sites (handle, website_id, document, draft_version, build_id, previous_build_id)
       values ($1, $2, $3, 1, $4, $5)`,
      [
        published.handle,
        id,
        published.document,
        published.buildId ?? 'b1',
        published.previousBuildId ?? null,
      ],
    );
  }
  return id;
}

import type { Queryable } from '../database/database.ts';

/** Records `count` uploaded images (kind Image, 1 byte each, no object behind them) of `userId`. */
export async function insertUploadedImages(
  db: Queryable,
  websiteId: string,
  userId: string,
  count: number,
): Promise<void> {
  await db.query(
    `insert into website_images (website_id, user_id, kind, provider, object_key, mime_type, bytes)
     select $1, $2, 'Image', 'Custom', 'uploads/fixture/' || g || '-' || gen_random_uuid(), 'image/png', 1
       from generate_series(1, $3::int) g`,
    [websiteId, userId, count],
  );
}

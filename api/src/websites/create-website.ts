import { randomUUID } from 'node:crypto';
import {
  type CreationDependencies,
  CreationError,
  generateWebsite,
  needsMoreInformation,
} from '@sitewright/generator';
import {
  type CreationAnswers,
  type CreationOutcome,
  errorMessage,
  ownedWebsiteLimit,
  validateWebsiteCreation,
  type Website,
} from '@sitewright/model';
import {
  countOwnedWebsites,
  type Database,
  insertNewWebsite,
  lockWebsiteOwner,
  type Queryable,
} from '@sitewright/store';
import type { AuthUser } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { progressChannel } from './creation-progress.ts';
import { websiteErrors } from './website-access.ts';

/** What creating a website gives back. */
export interface NewWebsite {
  document: Website;
  version: number;
  outcome: CreationOutcome;
}

/** Spec §5 "Creating a website": the id and the owned-website limit (5, or 10 with RAISED_LIMITS). */
async function checkLimit(db: Queryable, userId: string, websiteId: string, raised: boolean): Promise<void> {
  const ownedCount = await countOwnedWebsites(db, userId);
  const checked = validateWebsiteCreation({ id: websiteId, ownedCount, limit: ownedWebsiteLimit(raised) });
  if (!checked.ok) throw websiteErrors.limitExceeded();
}

/**
 * Creates a website from the onboarding answers (spec §2): checks the limit (nothing generated
 * when it is reached), refuses answers too thin to write from ('More information needed', only
 * when no link could fill them in), generates the draft with its stages on `progress`, and stores
 * it — checking the limit again under the user's row lock, so two creations at once cannot pass it.
 */
export async function createWebsite(options: {
  db: Database;
  user: AuthUser;
  answers: CreationAnswers;
  sources: CreationDependencies;
  raisedLimits: boolean;
  now: Date;
  progress: ReturnType<typeof progressChannel>;
}): Promise<NewWebsite> {
  const { db, user, answers, progress } = options;
  const websiteId = randomUUID();
  try {
    await checkLimit(db, user.id, websiteId, options.raisedLimits);
    if (!answers.link?.trim() && needsMoreInformation(answers)) {
      throw new ApiError(422, 'more-information-needed', errorMessage('more-information-needed'));
    }
    const created = await generateWebsite(
      answers,
      { ...options.sources, now: () => options.now },
      { userId: user.id, websiteId, onStage: (event) => progress.emit(event) },
    );
    const document = created.website;
    await db.transaction(async (tx) => {
      await lockWebsiteOwner(tx, user.id);
      await checkLimit(tx, user.id, websiteId, options.raisedLimits);
      await insertNewWebsite(tx, { id: websiteId, ownerId: user.id, document });
    });
    progress.emit({ type: 'done', websiteId });
    return { document, version: 1, outcome: created.outcome };
  } catch (error) {
    const refusal =
      error instanceof ApiError
        ? error
        : new ApiError(
            error instanceof CreationError ? 502 : 500,
            'website-creation-failed',
            errorMessage('website-creation-failed'),
          );
    progress.emit({ type: 'error', code: refusal.code, message: refusal.message });
    if (error instanceof ApiError || error instanceof CreationError) throw refusal;
    throw error;
  } finally {
    await progress.flush();
  }
}

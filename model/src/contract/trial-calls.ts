import { z } from 'zod';
import { entityId } from '../entities/common.ts';
import { creationCalls } from './creation-calls.ts';
import { defineRoute } from './route-contract.ts';

/** When an unclaimed trial website is deleted, counted from its creation. */
export const trialLifetimeMs = 24 * 60 * 60_000;

/** What a visitor's trial holds: its website and when it is deleted unless claimed. */
export const trialAnswer = z.object({
  websiteId: entityId,
  /** ISO time: the trial and its website are deleted then unless an account claims them. */
  expiresAt: z.iso.datetime(),
});
export type TrialAnswer = z.infer<typeof trialAnswer>;

/**
 * Trying before signing up: a visitor without an account creates a website, edits it in the
 * designer, and keeps it by signing up. The visitor is known by an httpOnly cookie the api sets
 * (`sitewright_trial`, its secret stored only as a hash); with it — and no bearer token — the
 * draft's own calls (`GET /api/websites/{websiteId}`, `PUT /api/websites/{websiteId}/draft`) answer
 * as for its owner, and every other signed-in call answers 401 `sign-up-required`.
 */
export const trialCalls = {
  /** 201 once the generated draft is stored; sets the trial cookie. Per address: 429 past the limit. */
  createTrialWebsite: defineRoute({
    method: 'post',
    path: '/trial/websites',
    auth: 'none',
    body: creationCalls.createWebsite.body,
    responses: {
      201: creationCalls.createWebsite.responses[201].extend({ expiresAt: trialAnswer.shape.expiresAt }),
    },
  }),
  /** The caller's trial (from its cookie); 404 `trial-not-found` without one. */
  currentTrial: defineRoute({
    method: 'get',
    path: '/trial',
    auth: 'none',
    responses: { 200: trialAnswer },
  }),
  /** Makes the trial's website the signed-in caller's (spec §9 owned-website limit); clears the cookie. */
  claimTrial: defineRoute({
    method: 'post',
    path: '/trial/claim',
    auth: 'user',
    responses: { 200: z.object({ websiteId: entityId }) },
  }),
};

import { z } from 'zod';
import { entityId } from '../entities/common.ts';
import { creationAnswers } from '../entities/creation-answers.ts';
import { creationOutcomes } from '../states/creation.ts';
import { defineRoute } from './route-contract.ts';
import { draftVersion, storedDocument } from './website-calls.ts';

/** Creating a website from the onboarding answers, and following its stages (spec §2, §4). */
export const creationCalls = {
  /** 201 once the generated draft is stored. */
  createWebsite: defineRoute({
    method: 'post',
    path: '/websites',
    auth: 'user',
    body: creationAnswers.extend({
      /** Chosen by the client; `creationEvents` streams the stages. */
      creationId: z.uuid().optional(),
    }),
    responses: {
      201: z.object({
        id: entityId,
        document: storedDocument,
        version: draftVersion,
        /** Spec §4 creation outcome (success, partial success, no / minimal content imported). */
        outcome: z.enum(creationOutcomes),
      }),
    },
  }),
  /**
   * A Server-Sent Events stream, not a JSON answer: the contract fixes its path and inputs (the api
   * serves it as a raw route); events are `ready`, `stage`, `notice`, then `done` or `error`.
   */
  creationEvents: defineRoute({
    method: 'get',
    path: '/websites/creation/:creationId/events',
    auth: 'user',
    params: z.object({ creationId: z.uuid() }),
    query: z.object({ ticket: z.string().optional() }),
    responses: { 200: null },
  }),
};

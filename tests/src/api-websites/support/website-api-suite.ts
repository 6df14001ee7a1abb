import {
  goodWebsiteAnswer,
  type OpenAiStub,
  startOpenAiStub,
  websiteCreationReplies,
} from '@sitewright/generator/testing';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type AppHarness, startAppHarness, type User } from './app-harness.ts';

/** The onboarding answers of the plumber the api suites create their website for. */
export const plumberAnswers = {
  businessName: 'Rivera Plumbing',
  description: 'Leak repairs, drain cleaning and boiler servicing for homes in Leeds.',
  location: 'Leeds, UK',
};

/** Creates the plumber's website through `POST /api/websites` (201) and answers its id. */
export async function websiteOf(h: AppHarness, owner: User): Promise<string> {
  const created = await h.call('POST', '/api/websites', owner, plumberAnswers);
  expect(created.status).toBe(201);
  return created.body.id as string;
}

/** A suite's api, its owner and her website: there from the suite's first test on. */
export interface WebsiteApiScene {
  h: AppHarness;
  owner: User;
  websiteId: string;
}

/**
 * The api without an AI service for one suite: started before it (within `timeoutMs`), the owner
 * signed in and her website created; closed after it.
 */
export function offlineWebsiteSuite(timeoutMs: number): WebsiteApiScene {
  const scene = {} as WebsiteApiScene;
  beforeAll(async () => {
    scene.h = await startAppHarness();
    scene.owner = await scene.h.signIn('owner');
    scene.websiteId = await websiteOf(scene.h, scene.owner);
  }, timeoutMs);
  afterAll(() => scene.h?.close(), 60_000);
  return scene;
}

/**
 * The api with OPENAI_API_KEY for one suite: the real SDK against the local OpenAI-protocol server
 * (model `stub-model`), whose fallback answers the website's creation with a good page; the owner
 * signed in and her website created. The stub's script is reset before each test; the api, then
 * the stub, closed after the suite.
 */
export function openAiWebsiteSuite(timeoutMs: number): WebsiteApiScene & { stub: OpenAiStub } {
  const scene = {} as WebsiteApiScene & { stub: OpenAiStub };
  beforeAll(async () => {
    scene.stub = await startOpenAiStub();
    scene.h = await startAppHarness({
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: scene.stub.baseUrl, OPENAI_MODEL: 'stub-model' },
    });
    scene.owner = await scene.h.signIn('owner');
    // Creation asks the model too: a good page answers it.
    scene.stub.fallback = websiteCreationReplies(await goodWebsiteAnswer());
    scene.websiteId = await websiteOf(scene.h, scene.owner);
  }, timeoutMs);
  afterAll(async () => {
    await scene.h?.close();
    await scene.stub?.close();
  }, 60_000);
  beforeEach(() => scene.stub.reset());
  return scene;
}

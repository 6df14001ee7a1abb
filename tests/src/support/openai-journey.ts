import {
  goodWebsiteAnswer,
  type OpenAiStub,
  startOpenAiStub,
  websiteCreationReplies,
} from '@sitewright/generator/testing';
import { afterAll, beforeAll } from 'vitest';
import {
  type BrowserJourney,
  createWebsite,
  type JourneySession,
  signIn,
  startBrowserJourney,
} from './app-journey.ts';

/** A designer journey suite's product with OpenAI, there from the suite's first test on. */
export interface OpenAiJourney {
  journey: BrowserJourney;
  stub: OpenAiStub;
}

/**
 * Starts, once for the suite, the local OpenAI-protocol server, then the product
 * ({@link startBrowserJourney}) with OPENAI_API_KEY set and the server as its OpenAI (model
 * `stub-model`); stops both after the suite.
 */
export function openAiJourneySuite(): OpenAiJourney {
  const suite = {} as OpenAiJourney;
  beforeAll(async () => {
    suite.stub = await startOpenAiStub();
    suite.journey = await startBrowserJourney({
      readyTimeoutMs: 240_000,
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: suite.stub.baseUrl, OPENAI_MODEL: 'stub-model' },
    });
  }, 360_000);
  afterAll(async () => {
    await suite.journey?.stop();
    await suite.stub?.close();
  });
  return suite;
}

/**
 * Signs `email` in and creates the plumber's website, whose creation the model answers with a good
 * page; then resets the stub (nothing scripted or asked, the failing fallback back).
 */
export async function plumberWebsiteWithOpenAi(
  { journey, stub }: OpenAiJourney,
  email: string,
): Promise<{ session: JourneySession; websiteId: string }> {
  stub.fallback = websiteCreationReplies(await goodWebsiteAnswer());
  const session = await signIn(journey.api, email);
  const websiteId = await createWebsite(journey.api, session, {
    businessName: 'Rivera Plumbing',
    description: 'Leak repairs, drain cleaning and boiler servicing for homes in Leeds.',
    location: 'Leeds, UK',
  });
  stub.reset();
  return { session, websiteId };
}

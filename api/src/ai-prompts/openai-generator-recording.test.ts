import {
  GenerationError,
  generateWebsite,
  OpenAiGenerator,
  type OpenAiGeneratorOptions,
  paletteProblems,
  reviewCopy,
} from '@sitewright/generator';
import {
  goodHeadings,
  goodNames,
  goodWebsiteAnswer,
  jsonReply,
  type OpenAiStub,
  overlongReview,
  startOpenAiStub,
} from '@sitewright/generator/testing';
import { countSentences, fieldLimits, generatedTextFits, website } from '@sitewright/model';
import type { Database } from '@sitewright/store';
import {
  insertUser,
  requireBackendsInCi,
  storedAiPrompts,
  type TestDatabase,
  testBackends,
} from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseRecorder } from './database-recorder.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const brief = {
  businessName: 'Riverside Plumbing',
  location: 'Leeds, UK',
  activities: 'Leaks, boilers and drains',
};

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(
    `OpenAiGenerator against a local OpenAI server, recorded on ${backend.name}`,
    () => {
      let target: TestDatabase;
      let db: Database;
      let stub: OpenAiStub;
      let userId: string;
      beforeAll(async () => {
        [target, stub] = await Promise.all([backend.open(), startOpenAiStub()]);
        db = target.db;
      });
      afterAll(async () => {
        await stub?.close();
        await target?.dispose();
      });
      beforeEach(async () => {
        stub.reset();
        userId = await insertUser(db);
      });

      const generator = (options: Partial<OpenAiGeneratorOptions> = {}) =>
        new OpenAiGenerator({
          apiKey: 'sk-test',
          baseUrl: stub.baseUrl,
          model: 'stub-model',
          timeoutMs: 2000,
          maxRetries: 2,
          recorder: databaseRecorder(db),
          ...options,
        });
      const rows = () => storedAiPrompts(db, { userId });

      it('sends a strict JSON schema made from the zod schema and stores a good answer as it is', async () => {
        stub.enqueue(jsonReply({ names: goodNames }));
        const names = await generator().businessNames(brief, { userId });
        expect(names).toEqual(goodNames);
        const format = stub.requests[0]!.body.response_format!;
        expect(format.type).toBe('json_schema');
        expect(format.json_schema).toMatchObject({ name: 'business_names', strict: true });
        const schema = JSON.stringify(format.json_schema.schema);
        expect(schema).toContain('"additionalProperties":false');
        expect(schema).not.toMatch(/"(maxLength|minLength|maxItems|minItems|pattern)"/);
        expect(schema).toContain('at most 48 characters');
        expect(stub.requests[0]!.body.messages[1]!.content).toContain('Riverside Plumbing');
        expect(await rows()).toEqual([
          expect.objectContaining({
            kind: 'BusinessNames',
            model: 'stub-model',
            outcome: 'succeeded',
            error: null,
            promptTokens: 120,
            answerTokens: 80,
          }),
        ]);
      });

      it('asks again after malformed JSON, sending the problem back, and records the repair', async () => {
        stub.enqueue({ content: '{"names": ["Riverside Plumbing Co.", ' }, jsonReply({ names: goodNames }));
        expect(await generator().businessNames(brief, { userId })).toHaveLength(12);
        expect(stub.requests).toHaveLength(2);
        const reAsk = stub.requests[1]!.body.messages.at(-1)!.content;
        expect(reAsk).toContain('not valid JSON');
        const [row] = await rows();
        expect(row).toMatchObject({ outcome: 'succeeded', promptTokens: 240, answerTokens: 160 });
        expect(row!.error).toMatch(/^repaired: attempt 1: The answer was not valid JSON/);
      });

      // spec §5 "reviews up to 4 sentences", §9 review paragraph 640
      it('cuts an over-long review back to whole sentences within the limits, without asking again', async () => {
        stub.enqueue(jsonReply({ reviews: [overlongReview, overlongReview, overlongReview] }));
        const reviews = await generator().reviews(brief, 3, { userId });
        expect(stub.requests).toHaveLength(1);
        for (const r of reviews) {
          expect(reviewCopy.safeParse(r).success).toBe(true);
          expect(countSentences(r.paragraph)).toBeLessThanOrEqual(4);
          expect(r.paragraph.length).toBeLessThanOrEqual(fieldLimits.reviewParagraph);
          expect(overlongReview.paragraph.startsWith(r.paragraph)).toBe(true);
        }
        const [row] = await rows();
        expect(row).toMatchObject({ kind: 'Reviews', outcome: 'succeeded' });
        expect(row!.error).toMatch(/^repaired: .*cut at a sentence end/);
      });

      // spec §5 "intro headline up to 6 words": never cut (half a headline), always asked again
      it('asks again for a headline over 6 words and stores only the answer that fits', async () => {
        const long = {
          ...goodHeadings,
          introHeadline: 'The most reliable and affordable plumbers in all of Leeds',
        };
        stub.enqueue(jsonReply(long), jsonReply(goodHeadings));
        const headings = await generator().headings(brief, { userId });
        expect(headings.introHeadline).toBe(goodHeadings.introHeadline);
        expect(generatedTextFits('introHeadline', headings.introHeadline)).toBe(true);
        expect(stub.requests[1]!.body.messages.at(-1)!.content).toContain(
          'introHeadline must have at most 6 words',
        );
        expect((await rows())[0]).toMatchObject({ kind: 'Headings', outcome: 'succeeded' });
      });

      it('gives up after the allowed attempts when no answer fits, and stores nothing over a limit', async () => {
        stub.fallback = () => jsonReply({ names: goodNames.slice(0, 5) });
        const error = await generator({ maxAttempts: 3 })
          .businessNames(brief, { userId })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GenerationError);
        expect((error as GenerationError).code).toBe('invalid-answer');
        expect(stub.requests).toHaveLength(3);
        const [row] = await rows();
        expect(row).toMatchObject({ kind: 'BusinessNames', outcome: 'invalid_answer', promptTokens: 360 });
        expect(row!.error).toContain('Give exactly 12 different business names');
      });

      it('times out a slow server (each request retried once) with a timeout outcome', async () => {
        stub.fallback = () => ({ ...jsonReply({ names: goodNames }), delayMs: 1500 });
        const error = await generator({ timeoutMs: 200, maxRetries: 1 })
          .businessNames(brief, { userId })
          .catch((e: unknown) => e);
        expect((error as GenerationError).code).toBe('timeout');
        expect(stub.requests).toHaveLength(2);
        expect((await rows())[0]).toMatchObject({
          outcome: 'timed_out',
          error: 'The AI service did not answer in time',
        });
      });

      it('waits out a 429 and succeeds on the retry', async () => {
        stub.enqueue({ status: 429, headers: { 'retry-after-ms': '10' } }, jsonReply({ names: goodNames }));
        expect(await generator().businessNames(brief, { userId })).toEqual(goodNames);
        expect(stub.requests).toHaveLength(2);
        expect((await rows())[0]).toMatchObject({ outcome: 'succeeded', error: null });
      });

      it('fails with a clear error when 500s exhaust the retries', async () => {
        const error = await generator({ maxRetries: 2 })
          .businessNames(brief, { userId })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GenerationError);
        expect((error as GenerationError).code).toBe('unavailable');
        expect((error as Error).message).toMatch(/The AI service failed \(500\)/);
        expect(stub.requests).toHaveLength(3);
        expect((await rows())[0]).toMatchObject({ kind: 'BusinessNames', outcome: 'failed' });
      });

      it('creates a whole website from one page answer, repairing palettes and font pairs to the rules', async () => {
        const page = await goodWebsiteAnswer();
        stub.fallback = (request) => {
          const name = request.body.response_format?.json_schema.name;
          if (name === 'website_copy') return jsonReply(page);
          if (name === 'font_pairs') return jsonReply({ order: ['Classic', 'Modern'] });
          // Grey on white (2.3:1) and a mid-grey button: both must be darkened to WCAG AA.
          const weak = {
            backgroundColor: '#FFFFFF',
            primaryTextColor: '#AAAAAA',
            secondaryTextColor: '#BBBBBB',
            buttonBackgroundColor: '#999999',
            buttonTextColor: '#FFFFFF',
            buttonBackgroundHoverColor: '#999999',
            buttonBackgroundPressedColor: '#999999',
          };
          return jsonReply({
            palettes: Array.from({ length: 8 }, (_, i) => ({
              name: `Palette ${i + 1}`,
              colors: { ...weak, backgroundColor: `#FFFFF${i}` },
            })),
          });
        };
        const created = await generateWebsite(
          {
            businessName: 'Riverside Plumbing',
            description: 'Plumbing and heating repairs in Leeds',
            location: 'Leeds, UK',
          },
          { generator: generator() },
          { userId },
        );
        expect(website.safeParse(created.website).success).toBe(true);
        expect(paletteProblems(created.website.theme.colors)).toEqual([]);
        expect(created.website.theme.headingFont.family).toBe('Playfair Display');
        const outcomes = Object.fromEntries(
          (await rows()).map((r) => [r.kind, [r.outcome, r.error?.slice(0, 9) ?? null]]),
        );
        expect(outcomes).toEqual({
          Website: ['succeeded', null],
          ColorPalettes: ['succeeded', 'repaired:'],
          FontPairs: ['succeeded', 'repaired:'],
        });
      });
    },
  );
}

import { askedTexts, jsonReply } from '@sitewright/generator/testing';
import { storedAiPrompts } from '@sitewright/store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppHarness, User } from '../api-websites/support/app-harness.ts';
import { offlineWebsiteSuite, openAiWebsiteSuite } from '../api-websites/support/website-api-suite.ts';

const offlineNote = 'Connect OpenAI to translate the whole page: enter the other texts yourself.';
const badLanguage = 'Choose Spanish, French, German, Portuguese, Italian or Dutch';

/** The draft as `GET /api/websites/{id}` answers it: document and version. */
async function draftOf(h: AppHarness, websiteId: string, user: User) {
  const answer = await h.call('GET', `/api/websites/${websiteId}`, user);
  expect(answer.status).toBe(200);
  return { document: answer.body.document, version: answer.body.version as number };
}

/** The sections' field at a path, as the page shows it. */
// biome-ignore lint/suspicious/noExplicitAny: drafts are read as JSON
function sectionOf(document: any, type: string) {
  // biome-ignore lint/suspicious/noExplicitAny: drafts are read as JSON
  const section = document.sections.find((s: any) => s.type === type);
  expect(section, `a ${type} section`).toBeDefined();
  return section;
}

/** The page's translations without an AI service: the product's own words only, never a fake translation. */
describe('POST /api/websites/{id}/translate offline', { timeout: 90_000 }, () => {
  const scene = offlineWebsiteSuite(90_000);
  let editor: User;
  let invitee: User;
  let stranger: User;
  beforeAll(async () => {
    const { h, owner, websiteId } = scene;
    editor = await h.signIn('editor');
    invitee = await h.signIn('invitee');
    stranger = await h.signIn('stranger');
    const invite = async (who: User) => {
      const answer = await h.call('POST', '/api/invite/create', owner, {
        invitedUserEmail: who.email,
        websiteId,
        role: 'Collaborator',
      });
      expect(answer.status).toBe(201);
      return answer.body.invite.id as string;
    };
    expect((await h.call('POST', `/api/invite/accept/${await invite(editor)}`, editor)).status).toBe(200);
    await invite(invitee); // invited, not accepted: no role yet
  }, 90_000);

  const translate = (body: unknown, user: User | null = scene.owner) =>
    scene.h.call('POST', `/api/websites/${scene.websiteId}/translate`, user, body);

  it('GET says there is no AI translation, with the note, and names the six languages', async () => {
    expect(await scene.h.call('GET', `/api/websites/${scene.websiteId}/translate`, scene.owner)).toEqual({
      status: 200,
      body: { ai: false, languages: ['es', 'fr', 'de', 'pt', 'it', 'nl'], note: offlineNote },
    });
  });

  it('translates only the cookie banner and form words the product wrote; the rest is untranslated, the draft unchanged', async () => {
    const before = await draftOf(scene.h, scene.websiteId, scene.owner);
    const answer = await translate({ language: 'es' });
    expect(answer.status).toBe(200);
    expect(answer.body.language).toBe('es');
    expect(answer.body.note).toBe(offlineNote);
    expect(answer.body.translations).toMatchObject({
      'settings/cookieBanner/primaryText': {
        source: 'This website uses cookies',
        text: 'Este sitio web utiliza cookies',
      },
      'settings/cookieBanner/acceptButtonText': { source: 'Accept', text: 'Aceptar' },
      'settings/cookieBanner/rejectButtonText': { source: 'Reject', text: 'Rechazar' },
    });
    const contact = sectionOf(before.document, 'Contact');
    expect(answer.body.translations[`${contact.id}/form/submitButton/label`]).toEqual({
      source: 'Send message',
      text: 'Enviar mensaje',
    });
    // Every other text is left for the owner: the business's own words are never "translated" offline.
    const services = sectionOf(before.document, 'Services');
    expect(answer.body.untranslated).toContain(`${services.id}/heading`);
    expect(answer.body.untranslated).toContain('settings/pageTitle');
    for (const [key, translation] of Object.entries(answer.body.translations)) {
      expect(answer.body.untranslated).not.toContain(key);
      expect((translation as { text: string }).text).not.toBe((translation as { source: string }).source);
    }
    expect(await draftOf(scene.h, scene.websiteId, scene.owner)).toEqual(before);
    expect(await storedAiPrompts(scene.h.db, { kind: 'Translate' })).toEqual([]);
  });

  it('the owner’s own translations are saved with the draft (PUT …/draft) and are not asked again', async () => {
    const before = await draftOf(scene.h, scene.websiteId, scene.owner);
    const services = sectionOf(before.document, 'Services');
    const offered = (await translate({ language: 'fr' })).body.translations;
    const secondLanguage = {
      code: 'fr',
      translations: {
        ...offered,
        [`${services.id}/heading`]: { source: services.heading, text: 'Nos services' },
      },
    };
    const saved = await scene.h.call('PUT', `/api/websites/${scene.websiteId}/draft`, scene.owner, {
      document: { ...before.document, secondLanguage },
      baseVersion: before.version,
    });
    expect(saved).toEqual({ status: 200, body: { version: before.version + 1 } });
    const after = await draftOf(scene.h, scene.websiteId, scene.owner);
    expect(after.document.secondLanguage).toEqual(secondLanguage);

    const next = await translate({ language: 'fr' });
    expect(next.body.translations).toEqual({});
    expect(next.body.untranslated).not.toContain(`${services.id}/heading`);
    expect(next.body.untranslated).toContain('settings/pageTitle');
    // Another language: every field is asked again.
    const german = await translate({ language: 'de' });
    expect(german.body.untranslated).toContain(`${services.id}/heading`);
    expect(german.body.translations['settings/cookieBanner/acceptButtonText']).toEqual({
      source: 'Accept',
      text: 'Akzeptieren',
    });

    // A language the product does not offer is refused with the model's message; nothing is saved.
    const refused = await scene.h.call('PUT', `/api/websites/${scene.websiteId}/draft`, scene.owner, {
      document: { ...after.document, secondLanguage: { code: 'ja', translations: {} } },
      baseVersion: after.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(badLanguage);
    expect((await draftOf(scene.h, scene.websiteId, scene.owner)).version).toBe(after.version);
  });

  it('refuses a bad body with a clear message (400), an unknown field key with 422', async () => {
    for (const language of ['ja', 'en', '', undefined]) {
      expect(await translate({ language })).toEqual({
        status: 400,
        body: { code: 'invalid-request', message: badLanguage },
      });
    }
    expect(await translate({ language: 'es', keys: [] })).toEqual({
      status: 400,
      body: {
        code: 'invalid-request',
        message:
          'Name at least one text to translate, or leave keys out to translate every untranslated text.',
      },
    });
    expect(await translate({ language: 'es', keys: ['no-such-section/heading'] })).toEqual({
      status: 422,
      body: {
        code: 'translate-unknown-field',
        message: "This page has no text field 'no-such-section/heading': save the page and translate again.",
      },
    });
  });

  it('spec §6: the owner and an editor may; an invitee who has not accepted and a stranger get 404; no token 401', async () => {
    expect((await translate({ language: 'it' }, editor)).status).toBe(200);
    expect((await scene.h.call('GET', `/api/websites/${scene.websiteId}/translate`, editor)).status).toBe(
      200,
    );
    for (const user of [invitee, stranger]) {
      expect(await translate({ language: 'it' }, user)).toEqual({
        status: 404,
        body: { code: 'website-not-found', message: expect.any(String) },
      });
      expect((await scene.h.call('GET', `/api/websites/${scene.websiteId}/translate`, user)).status).toBe(
        404,
      );
    }
    expect((await translate({ language: 'it' }, null)).status).toBe(401);
    expect((await scene.h.call('GET', `/api/websites/${scene.websiteId}/translate`, null)).status).toBe(401);
  });
});

/** With OPENAI_API_KEY: the real SDK against the local OpenAI-protocol server. */
describe('POST /api/websites/{id}/translate with OpenAI', { timeout: 90_000 }, () => {
  const scene = openAiWebsiteSuite(90_000);
  // biome-ignore lint/suspicious/noExplicitAny: drafts are read as JSON
  let document: any;
  beforeAll(async () => {
    document = (await draftOf(scene.h, scene.websiteId, scene.owner)).document;
  });

  const translate = (body: unknown) =>
    scene.h.call('POST', `/api/websites/${scene.websiteId}/translate`, scene.owner, body);

  it('GET offers AI translation', async () => {
    expect(
      (await scene.h.call('GET', `/api/websites/${scene.websiteId}/translate`, scene.owner)).body,
    ).toEqual({
      ai: true,
      languages: ['es', 'fr', 'de', 'pt', 'it', 'nl'],
      note: null,
    });
  });

  it('translates the asked fields, each within its §9 limit, with the words it was written for', async () => {
    const services = sectionOf(document, 'Services');
    const intro = sectionOf(document, 'Introduction');
    const item = services.items[0];
    const keys = [
      `${services.id}/heading`,
      `${intro.id}/heading`,
      `${services.id}/items/${item.id}/paragraph`,
    ];
    const spanish = {
      [keys[0]!]: 'Nuestros servicios',
      [keys[1]!]: 'Fontanería rápida y limpia en Leeds',
      [keys[2]!]: 'Reparamos fugas y dejamos todo limpio.',
    };
    scene.stub.enqueue(jsonReply(spanish));
    const answer = await translate({ language: 'es', keys });
    expect(answer).toEqual({
      status: 200,
      body: {
        language: 'es',
        translations: {
          [keys[0]!]: { source: services.heading, text: 'Nuestros servicios' },
          [keys[1]!]: { source: intro.heading, text: 'Fontanería rápida y limpia en Leeds' },
          [keys[2]!]: { source: item.paragraph, text: 'Reparamos fugas y dejamos todo limpio.' },
        },
        untranslated: [],
        note: null,
      },
    });
    // spec §9: a Services heading 64, an Introduction heading 150, a Services paragraph 1024.
    const limits = Object.fromEntries(askedTexts(scene.stub.requests[0]!).map((t) => [t.key, t.maxLength]));
    expect(limits).toEqual({ [keys[0]!]: 64, [keys[1]!]: 150, [keys[2]!]: 1024 });
    const sent = scene.stub.requests[0]!.body;
    expect(sent.model).toBe('stub-model');
    expect(sent.messages[0]!.content).toContain('from English into Spanish');
    // Page order, one property per asked key.
    expect((sent.response_format!.json_schema.schema.required as string[]).toSorted()).toEqual(
      keys.toSorted(),
    );
    expect((await storedAiPrompts(scene.h.db, { kind: 'Translate' })).at(-1)).toMatchObject({
      kind: 'Translate',
      model: 'stub-model',
      outcome: 'succeeded',
      websiteId: scene.websiteId,
    });
  });

  it('an answer over the field’s limit is asked for again, then left untranslated — never cut', async () => {
    const services = sectionOf(document, 'Services');
    const key = `${services.id}/heading`;
    const long = 'Todos nuestros servicios de fontanería para su hogar en Leeds, UK'; // 65 characters
    expect(long.length).toBe(65);
    scene.stub.enqueue(jsonReply({ [key]: long }), jsonReply({ [key]: long }));
    const answer = await translate({ language: 'es', keys: [key] });
    expect(answer).toEqual({
      status: 200,
      body: {
        language: 'es',
        translations: {},
        untranslated: [key],
        note: 'One text was left untranslated: no translation kept to its field’s limit. Enter it yourself, or try again.',
      },
    });
    expect(scene.stub.requests).toHaveLength(2);
    expect(scene.stub.requests[1]!.body.messages.at(-1)!.content).toContain(
      `- ${key}: the translation has 65 characters, more than the 64 allowed`,
    );
  });

  it('translates the whole page in batches: the product’s words without AI, the rest by the model, all within limits, the draft unchanged', async () => {
    const before = await draftOf(scene.h, scene.websiteId, scene.owner);
    // The stub's "translation": marked, or the words as they are where the mark would not fit.
    const es = (t: { text: string; maxLength: number }) =>
      `ES ${t.text}`.length <= t.maxLength ? `ES ${t.text}` : t.text;
    scene.stub.fallback = (request) =>
      jsonReply(Object.fromEntries(askedTexts(request).map((t) => [t.key, es(t)])));
    const answer = await translate({ language: 'es' });
    expect(answer.status).toBe(200);
    expect(answer.body.untranslated).toEqual([]);
    expect(answer.body.note).toBeNull();
    const asked = scene.stub.requests.flatMap(askedTexts);
    expect(scene.stub.requests.length).toBeGreaterThanOrEqual(2);
    for (const request of scene.stub.requests) expect(askedTexts(request).length).toBeLessThanOrEqual(20);
    // The cookie banner's words are the product's: never sent to the model.
    expect(asked.map((t) => t.key)).not.toContain('settings/cookieBanner/acceptButtonText');
    expect(answer.body.translations['settings/cookieBanner/acceptButtonText']).toEqual({
      source: 'Accept',
      text: 'Aceptar',
    });
    for (const t of asked) {
      const translation = answer.body.translations[t.key];
      expect(translation, t.key).toEqual({ source: t.text, text: es(t) });
      expect(translation.text.length).toBeLessThanOrEqual(t.maxLength);
    }
    expect(asked.find((t) => t.key === 'settings/pageTitle')?.maxLength).toBe(128); // spec §9 website title
    expect(await draftOf(scene.h, scene.websiteId, scene.owner)).toEqual(before);
  });

  it('the AI service failing is 503 translate-unavailable', async () => {
    scene.stub.fallback = () => ({ status: 500, headers: { 'retry-after-ms': '1' } });
    expect(await translate({ language: 'nl' })).toEqual({
      status: 503,
      body: {
        code: 'translate-unavailable',
        message: 'We could not translate the page just now. Please try again in a minute.',
      },
    });
  });
});

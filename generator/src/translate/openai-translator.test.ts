import { createWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { GenerationError } from '../generation-error.ts';
import { jsonReply } from '../testing/index.ts';
import { openAiStubSuite } from '../testing/openai-stub-suite.ts';
import { inventedNumbers } from './number-check.ts';
import { batchesOf, OpenAiTranslator } from './openai-translator.ts';
import { type FieldToTranslate, OfflineTranslator } from './site-translator.ts';
import { translatePage } from './translate-page.ts';

const heading: FieldToTranslate = {
  key: 'services-1/heading',
  label: 'Services · Heading',
  text: 'Our services',
  maxLength: 64, // spec §9 Services heading
  multiline: false,
};
const paragraph: FieldToTranslate = {
  key: 'services-1/items/a/paragraph',
  label: 'Services · Repairs · Paragraph',
  text: 'We fix leaking taps within 2 hours.\n\nCall us any day.',
  maxLength: 1024, // spec §9 Services body
  multiline: true,
};

describe('translation checks', () => {
  it('a number the English did not have is invented; separators and digit groups are kept', () => {
    expect(inventedNumbers('Open 9:00 to 17:00', 'Abierto de 9.00 a 17.00')).toEqual([]);
    expect(inventedNumbers('From £1,500', 'Desde 1.500 £')).toEqual([]);
    expect(inventedNumbers('Help 24/7', 'Ayuda 24 horas, 7 días')).toEqual([]);
    expect(inventedNumbers('Fast repairs', 'Reparaciones rápidas desde 2010')).toEqual(['2010']);
  });

  it('batches hold at most the fields and characters asked, a long text alone', () => {
    const field = (n: number, length: number) => ({ ...heading, key: `k${n}`, text: 'x'.repeat(length) });
    const fields = [field(1, 10), field(2, 10), field(3, 10), field(4, 100), field(5, 10)];
    expect(batchesOf(fields, { fields: 2, characters: 50 }).map((batch) => batch.map((f) => f.key))).toEqual([
      ['k1', 'k2'],
      ['k3'],
      ['k4'],
      ['k5'],
    ]);
  });
});

/** The real SDK against the local Chat Completions server. */
describe('OpenAiTranslator on the local OpenAI-protocol server', () => {
  const suite = openAiStubSuite((connection) => new OpenAiTranslator(connection));
  const { recorder } = suite;

  it('sends the fields as JSON with their limits, keyed structured output; answers the parsed texts', async () => {
    suite.stub.enqueue(
      jsonReply({
        'services-1/heading': 'Nuestros servicios',
        'services-1/items/a/paragraph': 'Reparamos grifos en 2 horas.\n\n\n Llámenos cualquier día.',
      }),
    );
    const answer = await suite.client.translate('es', [heading, paragraph], {
      websiteId: 'w1',
      userId: 'u1',
    });
    expect(answer).toEqual({
      texts: {
        'services-1/heading': 'Nuestros servicios',
        'services-1/items/a/paragraph': 'Reparamos grifos en 2 horas.\n\nLlámenos cualquier día.',
      },
      left: [],
    });
    const body = suite.stub.requests[0]!.body;
    expect(body.messages[0]!.content).toContain('from English into Spanish');
    expect(body.messages[1]!.content).toContain('"maxLength": 64');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'translation',
        strict: true,
        schema: {
          required: ['services-1/heading', 'services-1/items/a/paragraph'],
          additionalProperties: false,
          properties: {
            'services-1/heading': {
              type: 'string',
              description: 'Services · Heading: the translation, at most 64 characters, one line',
            },
          },
        },
      },
    });
    expect(recorder.entries.map((e) => [e.kind, e.outcome, e.model, e.websiteId])).toEqual([
      ['Translate', 'ok', 'gpt-test', 'w1'],
    ]);
  });

  it('an answer over its field’s limit is asked for again alone; still over, it is left — never cut', async () => {
    const long = 'Todos nuestros servicios de fontanería, calefacción y mucho más aquí'; // 68 characters
    expect(long.length).toBe(68);
    suite.stub.enqueue(
      jsonReply({
        'services-1/heading': long,
        'services-1/items/a/paragraph': 'Reparamos grifos en 2 horas.',
      }),
      jsonReply({ 'services-1/heading': long }),
    );
    const answer = await suite.client.translate('es', [heading, paragraph]);
    expect(answer).toEqual({
      texts: { 'services-1/items/a/paragraph': 'Reparamos grifos en 2 horas.' },
      left: ['services-1/heading'],
    });
    expect(suite.stub.requests).toHaveLength(2);
    const again = suite.stub.requests[1]!.body;
    expect(again.messages.at(-1)!.content).toContain(
      '- services-1/heading: the translation has 68 characters, more than the 64 allowed',
    );
    expect(again.response_format!.json_schema.schema).toMatchObject({ required: ['services-1/heading'] });
    expect(recorder.entries.at(-1)).toMatchObject({ kind: 'Translate', outcome: 'invalid' });
  });

  it('an invented number is asked for again; the good second answer is used', async () => {
    suite.stub.enqueue(
      jsonReply({ 'services-1/heading': 'Nuestros 3 servicios' }),
      jsonReply({ 'services-1/heading': 'Nuestros servicios' }),
    );
    const answer = await suite.client.translate('es', [heading]);
    expect(answer.texts).toEqual({ 'services-1/heading': 'Nuestros servicios' });
    expect(suite.stub.requests[1]!.body.messages.at(-1)!.content).toContain(
      'it has the number 3, which the text does not',
    );
    expect(recorder.entries.at(-1)).toMatchObject({ outcome: 'repaired' });
  });

  it('answers that are never JSON, and a failing service, are generation errors', async () => {
    suite.stub.enqueue({ content: 'Nuestros servicios' }, { content: 'not json' });
    await expect(suite.client.translate('es', [heading])).rejects.toThrow(GenerationError);
    suite.stub.reset();
    suite.stub.fallback = () => ({ status: 500 });
    await expect(suite.client.translate('es', [heading])).rejects.toMatchObject({ code: 'unavailable' });
    expect(recorder.entries.at(-1)).toMatchObject({ outcome: 'failed' });
  });
});

describe('translatePage', () => {
  const doc = createWebsiteFixture();

  it('offline: only the product’s own words, every other field untranslated with the note', async () => {
    const answer = await translatePage(doc, { language: 'fr' }, new OfflineTranslator());
    expect(answer.translations).toEqual({
      'settings/cookieBanner/primaryText': {
        source: 'This website uses cookies',
        text: 'Ce site utilise des cookies',
      },
      'settings/cookieBanner/acceptButtonText': { source: 'Accept', text: 'Accepter' },
      'settings/cookieBanner/rejectButtonText': { source: 'Reject', text: 'Refuser' },
      'contact-1/form/submitButton/label': { source: 'Send message', text: 'Envoyer' },
      'contact-1/form/successMessage': {
        source: "Thank you! Your message has been sent and we'll get back to you soon.",
        text: 'Merci ! Votre message a bien été envoyé, nous vous répondrons rapidement.',
      },
      'contact-1/form/fields/field-name/title': { source: 'Name', text: 'Nom' },
      'contact-1/form/fields/field-email/title': { source: 'Email', text: 'E-mail' },
      'contact-1/form/fields/field-message/title': { source: 'Message', text: 'Message' },
    });
    expect(answer.untranslated).toContain('services-1/heading');
    expect(answer.untranslated).not.toContain('settings/cookieBanner/acceptButtonText');
    expect(answer.note).toBe('Connect OpenAI to translate the whole page: enter the other texts yourself.');
  });

  it('leaves out fields translated for their present words, unless the draft’s language is another one', async () => {
    const translated = {
      ...doc,
      secondLanguage: {
        code: 'fr' as const,
        translations: { 'services-1/heading': { source: 'Our services', text: 'Nos services' } },
      },
    };
    const same = await translatePage(translated, { language: 'fr' }, new OfflineTranslator());
    expect(same.untranslated).not.toContain('services-1/heading');
    const other = await translatePage(translated, { language: 'de' }, new OfflineTranslator());
    expect(other.untranslated).toContain('services-1/heading');
    const asked = await translatePage(
      translated,
      { language: 'fr', keys: ['services-1/heading'] },
      new OfflineTranslator(),
    );
    expect(asked).toEqual({
      language: 'fr',
      translations: {},
      untranslated: ['services-1/heading'],
      note: 'Connect OpenAI to translate the whole page: enter the other texts yourself.',
    });
    await expect(
      translatePage(doc, { language: 'fr', keys: ['services-9/heading'] }, new OfflineTranslator()),
    ).rejects.toThrow("This page has no text field 'services-9/heading': save the page and translate again.");
  });
});

import { onboardingSectionOptions } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { parseSse } from './creation-stream.ts';
import { creationBody, detectLocation, initialAnswers } from './onboarding-answers.ts';

describe('onboarding answers', () => {
  it('detects a location from the time zone and locale, without a geo service', () => {
    expect(detectLocation('America/Los_Angeles', 'en-US')).toBe('Los Angeles, United States');
    expect(detectLocation('Europe/London', 'en-GB')).toBe('London, United Kingdom');
    expect(detectLocation('UTC', 'fr')).toBe('');
  });

  it('takes the query contract (industry, link, name) and preselects the default-on sections', () => {
    const answers = initialAnswers(
      new URLSearchParams('industry=spa&link=https://yelp.com/biz/x&source=Yelp&name=Calm'),
      'Austin, United States',
    );
    expect(answers).toMatchObject({ industry: 'spa', link: 'https://yelp.com/biz/x', businessName: 'Calm' });
    expect(initialAnswers(new URLSearchParams('industry=nonsense'), '').industry).toBeNull();
    const defaults = onboardingSectionOptions.filter((o) => o.defaultOn).map((o) => o.key);
    expect(answers.sections).toEqual(defaults);
    expect(answers.sections).not.toContain('CodeEmbed');
  });

  it('builds the creation body: Header & Footer both, a whole palette and a font pair', () => {
    const answers = {
      ...initialAnswers(new URLSearchParams(''), 'Riverside'),
      businessName: ' Riverside Plumbing ',
    };
    const body = creationBody({ ...answers, description: 'Pipes.', sections: ['Services'] }, 'id-1');
    expect(body).toMatchObject({
      creationId: 'id-1',
      businessName: 'Riverside Plumbing',
      location: 'Riverside',
    });
    expect(body.sections).toEqual(['Header', 'Footer', 'Services']);
    expect(Object.keys(body.colours ?? {})).toHaveLength(7);
    expect(body.fonts?.heading.family).toBeTruthy();
    expect('link' in body).toBe(false);
  });

  it('parses the progress stream, keeping an unfinished event for later', () => {
    const { events, rest } = parseSse(
      'event: ready\ndata: {"creationId":"c"}\n\nevent: stage\ndata: {"stage":"personalizing"}\n\nevent: do',
    );
    expect(events.map((e) => e.type)).toEqual(['ready', 'stage']);
    expect(events[1]?.data.stage).toBe('personalizing');
    expect(rest).toBe('event: do');
  });
});

import { describe, expect, it } from 'vitest';
import { sectionType } from './enums.ts';
import {
  defaultOnSectionTypes,
  headerLinkSectionTypes,
  maxSectionCount,
  onboardingSectionOptions,
  sectionDefinitions,
} from './section-registry.ts';
import { section, sectionSchemas } from './sections/index.ts';

describe('section registry (spec §3, §9)', () => {
  it('names the 17 section types as the product shows them', () => {
    expect(sectionType.options.map((t) => sectionDefinitions[t].title)).toEqual([
      'Header',
      'Introduction',
      'Services',
      'Gallery',
      'Text Banner',
      'Image Banner',
      'Team',
      'Scheduling',
      'Video',
      'Customer Reviews',
      'Article',
      'Logo Grid',
      'FAQ',
      'Contact',
      'Newsletter',
      'Footer',
      'Code Embed',
    ]);
    for (const t of sectionType.options) expect(sectionDefinitions[t].type).toBe(t);
  });

  it('turns on by default exactly the §9 list', () => {
    // spec §9 "On by default"
    expect(defaultOnSectionTypes).toEqual([
      'Header',
      'Introduction',
      'Services',
      'Gallery',
      'TextBanner',
      'ImageBanner',
      'CustomerReviews',
      'Contact',
      'Footer',
    ]);
  });

  it('requires Header and Footer only', () => {
    // spec §3 "Header and Footer are required and default on"
    expect(sectionType.options.filter((t) => sectionDefinitions[t].required)).toEqual(['Header', 'Footer']);
  });

  it('applies the §9 section counts, with Code Embed raised to 20 on request', () => {
    expect(maxSectionCount('Header')).toBe(1);
    expect(maxSectionCount('Video')).toBe(3);
    expect(maxSectionCount('CodeEmbed')).toBe(6);
    expect(maxSectionCount('CodeEmbed', { codeEmbedRaised: true })).toBe(20);
    expect(maxSectionCount('Article', { codeEmbedRaised: true })).toBe(3);
  });

  it('offers Header & Footer combined and hides Code Embed in onboarding', () => {
    // spec §2 "Code Embed is hidden from onboarding"; §3 "offered combined as 'Header & Footer'"
    expect(onboardingSectionOptions.map((o) => o.title)).toEqual([
      'Header & Footer',
      'Introduction',
      'Services',
      'Gallery',
      'Text Banner',
      'Image Banner',
      'Team',
      'Scheduling',
      'Video',
      'Customer Reviews',
      'Article',
      'Logo Grid',
      'FAQ',
      'Contact',
      'Newsletter',
    ]);
    expect(onboardingSectionOptions[0]).toMatchObject({
      types: ['Header', 'Footer'],
      required: true,
      defaultOn: true,
    });
    const onByDefault = onboardingSectionOptions.filter((o) => o.defaultOn).flatMap((o) => o.types);
    expect([...onByDefault].sort()).toEqual([...defaultOnSectionTypes].sort());
  });

  it('never lets the header link to itself, the footer or a code embed', () => {
    for (const t of ['Header', 'Footer', 'CodeEmbed'] as const)
      expect(headerLinkSectionTypes).not.toContain(t);
    expect(headerLinkSectionTypes).toContain('Contact');
  });

  it('has a schema per type whose discriminator matches', () => {
    for (const t of sectionType.options) {
      expect(sectionSchemas[t].shape.type.value).toBe(t);
      expect(section.safeParse({ type: t }).success).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { fullWebsiteFixture } from '../testing/index.ts';
import type { SectionType } from './enums.ts';
import { website } from './website.ts';

type Path = Array<string | number>;
const fixture = fullWebsiteFixture();

/** The path of a field inside the first section of `type` in the full fixture. */
function at(type: SectionType, ...rest: Path): Path {
  const index = fixture.sections.findIndex((s) => s.type === type);
  if (index < 0) throw new Error(`The full fixture has no ${type} section`);
  return ['sections', index, ...rest];
}

function get(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
}

function set(root: unknown, path: Path, value: unknown): void {
  const parent = get(root, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = value;
}

function issuePaths(doc: unknown): string[] {
  const result = website.safeParse(doc);
  expect(result.success).toBe(false);
  return result.error?.issues.map((i) => JSON.stringify(i.path)) ?? [];
}

/**
 * Each text and each list of the full fixture sits exactly at its limit; one more is refused. The
 * limits are the spec's (and the README's) numbers written out, not read from `fieldLimits`: a
 * changed constant fails here instead of moving the test with it.
 */
const cases: Array<{ rule: string; path: Path; limit: number }> = [
  { rule: 'spec §9 Handle 24', path: ['handle'], limit: 24 },
  { rule: 'spec §9 Business name 48', path: ['websiteSettings', 'businessName'], limit: 48 },
  {
    rule: 'spec §9 Business description 1024',
    path: ['websiteSettings', 'businessDescription'],
    limit: 1024,
  },
  { rule: 'spec §9 Website title 128', path: ['websiteSettings', 'pageTitle'], limit: 128 },
  { rule: 'spec §9 SEO keywords 256', path: ['websiteSettings', 'seoKeywords'], limit: 256 },
  { rule: 'spec §9 Code content 4096', path: ['websiteSettings', 'customHeadCode'], limit: 4096 },
  {
    rule: 'spec §9 Cookie text 200',
    path: ['websiteSettings', 'cookieBanner', 'primaryText'],
    limit: 200,
  },
  {
    rule: 'spec §9 Button label 28 (cookie accept)',
    path: ['websiteSettings', 'cookieBanner', 'acceptButtonText'],
    limit: 28,
  },
  {
    rule: 'spec §9 Button label 28 (cookie reject)',
    path: ['websiteSettings', 'cookieBanner', 'rejectButtonText'],
    limit: 28,
  },
  { rule: 'spec §5 GTM id max 16', path: ['websiteSettings', 'gaMeasurementId'], limit: 16 },
  { rule: 'spec §9 E-mail 64 (settings)', path: ['websiteSettings', 'contact', 'email'], limit: 64 },
  { rule: 'spec §9 Phone 24 (settings)', path: ['websiteSettings', 'contact', 'phone'], limit: 24 },
  {
    rule: 'spec §9 Other contact details 512 (settings)',
    path: ['websiteSettings', 'contact', 'address'],
    limit: 512,
  },
  { rule: 'README Location 128', path: ['websiteSettings', 'location'], limit: 128 },
  {
    rule: 'README Image description 512',
    path: ['websiteSettings', 'logo', 'description'],
    limit: 512,
  },
  { rule: 'README Image tags 32', path: ['websiteSettings', 'logo', 'tags'], limit: 32 },
  { rule: 'spec §9 Max links 6', path: at('Header', 'navLinks'), limit: 6 },
  { rule: 'spec §9 Nav link 32', path: at('Header', 'navLinks', 0, 'label'), limit: 32 },
  { rule: 'spec §9 Button label 28', path: at('Header', 'button', 'label'), limit: 28 },
  { rule: 'spec §9 External URL 2048', path: at('Header', 'button', 'url'), limit: 2048 },
  { rule: 'spec §9 Intro heading 150', path: at('Introduction', 'heading'), limit: 150 },
  { rule: 'spec §9 Intro body 512', path: at('Introduction', 'body'), limit: 512 },
  {
    rule: 'README Introduction buttons 2',
    path: at('Introduction', 'buttons'),
    limit: 2,
  },
  { rule: 'spec §9 Services heading 64', path: at('Services', 'heading'), limit: 64 },
  { rule: 'spec §9 Max service items 24', path: at('Services', 'items'), limit: 24 },
  {
    rule: 'spec §9 Services heading 64 (item)',
    path: at('Services', 'items', 0, 'heading'),
    limit: 64,
  },
  {
    rule: 'spec §9 Services body 1024',
    path: at('Services', 'items', 0, 'paragraph'),
    limit: 1024,
  },
  {
    rule: 'spec §9 Services pricing 80',
    path: at('Services', 'items', 0, 'pricing'),
    limit: 80,
  },
  { rule: 'spec §9 Phone 24 (button)', path: at('Services', 'items', 0, 'button', 'phone'), limit: 24 },
  { rule: 'spec §9 Section heading 64 (Gallery)', path: at('Gallery', 'heading'), limit: 64 },
  { rule: 'spec §9 Max gallery items 10', path: at('Gallery', 'items'), limit: 10 },
  {
    rule: 'spec §9 Gallery caption 128',
    path: at('Gallery', 'items', 0, 'caption'),
    limit: 128,
  },
  { rule: 'spec §9 Quote primary 92', path: at('TextBanner', 'primary'), limit: 92 },
  { rule: 'spec §9 Quote subhead 250', path: at('TextBanner', 'subhead'), limit: 250 },
  {
    rule: 'spec §9 Quote subordinate 3000',
    path: at('TextBanner', 'subordinate'),
    limit: 3000,
  },
  {
    rule: 'README Image banner text 150',
    path: at('ImageBanner', 'text'),
    limit: 150,
  },
  { rule: 'spec §9 E-mail 64 (button)', path: at('ImageBanner', 'button', 'email'), limit: 64 },
  { rule: 'spec §9 Team heading 80', path: at('Team', 'heading'), limit: 80 },
  { rule: 'spec §9 Max team members 12', path: at('Team', 'members'), limit: 12 },
  { rule: 'spec §9 Team name 120', path: at('Team', 'members', 0, 'name'), limit: 120 },
  { rule: 'spec §9 Team title 80', path: at('Team', 'members', 0, 'jobTitle'), limit: 80 },
  { rule: 'spec §9 Team description 1024', path: at('Team', 'members', 0, 'bio'), limit: 1024 },
  {
    rule: 'spec §9 Section heading 64 (Scheduling)',
    path: at('Scheduling', 'heading'),
    limit: 64,
  },
  {
    rule: 'README Section body 512 (Scheduling)',
    path: at('Scheduling', 'body'),
    limit: 512,
  },
  {
    rule: 'spec §9 External URL 2048 (Scheduling)',
    path: at('Scheduling', 'link', 'url'),
    limit: 2048,
  },
  { rule: 'spec §9 Video heading 80', path: at('Video', 'heading'), limit: 80 },
  { rule: 'spec §9 Video description 2000', path: at('Video', 'description'), limit: 2000 },
  {
    rule: 'spec §9 Section heading 64 (Reviews)',
    path: at('CustomerReviews', 'heading'),
    limit: 64,
  },
  { rule: 'spec §9 Max reviews 6', path: at('CustomerReviews', 'reviews'), limit: 6 },
  {
    rule: 'spec §9 Review paragraph 640',
    path: at('CustomerReviews', 'reviews', 0, 'paragraph'),
    limit: 640,
  },
  {
    rule: 'spec §9 Review author name 32',
    path: at('CustomerReviews', 'reviews', 0, 'authorName'),
    limit: 32,
  },
  {
    rule: 'spec §9 Review author location 48',
    path: at('CustomerReviews', 'reviews', 0, 'authorLocation'),
    limit: 48,
  },
  { rule: 'spec §9 Article heading 80', path: at('Article', 'heading'), limit: 80 },
  { rule: 'spec §9 Article content 5000', path: at('Article', 'content'), limit: 5000 },
  { rule: 'spec §9 Logo heading 64', path: at('LogoGrid', 'heading'), limit: 64 },
  { rule: 'spec §9 Logo body 512', path: at('LogoGrid', 'body'), limit: 512 },
  { rule: 'spec §9 Logos max 10', path: at('LogoGrid', 'logos'), limit: 10 },
  { rule: 'README Text logo 48', path: at('LogoGrid', 'logos', 0, 'text'), limit: 48 },
  { rule: 'spec §9 Section heading 64 (FAQ)', path: at('FAQ', 'heading'), limit: 64 },
  { rule: 'spec §9 Max FAQs 24', path: at('FAQ', 'items'), limit: 24 },
  { rule: 'spec §9 FAQ question 512', path: at('FAQ', 'items', 0, 'question'), limit: 512 },
  { rule: 'spec §9 FAQ answer 2048', path: at('FAQ', 'items', 0, 'answer'), limit: 2048 },
  { rule: 'spec §9 Section heading 64 (Contact)', path: at('Contact', 'heading'), limit: 64 },
  { rule: 'spec §9 E-mail 64 (Contact)', path: at('Contact', 'details', 'email'), limit: 64 },
  { rule: 'spec §9 Phone 24 (Contact)', path: at('Contact', 'details', 'phone'), limit: 24 },
  {
    rule: 'spec §9 Other contact details 512 (address)',
    path: at('Contact', 'details', 'address'),
    limit: 512,
  },
  {
    rule: 'spec §9 Other contact details 512',
    path: at('Contact', 'details', 'otherDetails'),
    limit: 512,
  },
  { rule: 'spec §9 Max form fields 10', path: at('Contact', 'form', 'fields'), limit: 10 },
  {
    rule: 'spec §9 Contact form field title 40',
    path: at('Contact', 'form', 'fields', 0, 'title'),
    limit: 40,
  },
  {
    rule: 'spec §9 Success message 128',
    path: at('Contact', 'form', 'successMessage'),
    limit: 128,
  },
  {
    rule: 'spec §9 Button label 28 (submit)',
    path: at('Contact', 'form', 'submitButton', 'label'),
    limit: 28,
  },
  { rule: 'spec §9 Newsletter heading 80', path: at('Newsletter', 'heading'), limit: 80 },
  { rule: 'spec §9 Newsletter body 512', path: at('Newsletter', 'body'), limit: 512 },
  {
    rule: 'spec §9 Newsletter field label 40',
    path: at('Newsletter', 'fieldLabel'),
    limit: 40,
  },
  { rule: 'spec §9 Code embed 102400', path: at('CodeEmbed', 'code'), limit: 102400 },
  { rule: 'spec §9 Copyright 32', path: at('Footer', 'copyright'), limit: 32 },
  { rule: 'spec §9 Max footer links 4', path: at('Footer', 'links'), limit: 4 },
  { rule: 'spec §9 Nav link 32 (footer link)', path: at('Footer', 'links', 0, 'label'), limit: 32 },
  { rule: 'spec §3 17 social networks', path: at('Footer', 'socialLinks'), limit: 17 },
];

describe('field limits (spec §9)', () => {
  it('accepts the full fixture, where every field sits at its limit', () => {
    expect(website.safeParse(fixture).error?.issues ?? []).toEqual([]);
  });

  it.each(cases)('$rule: refuses one more', ({ path, limit }) => {
    const doc = fullWebsiteFixture();
    const value = get(doc, path);
    if (typeof value === 'string') {
      expect(value).toHaveLength(limit);
      set(doc, path, `${value}x`);
    } else if (Array.isArray(value)) {
      expect(value).toHaveLength(limit);
      value.push(structuredClone(value[value.length - 1]));
    } else {
      throw new Error(`No text or list at ${path.join('.')}`);
    }
    expect(issuePaths(doc)).toContain(JSON.stringify(path));
  });
});

/** Numeric ranges: each value just outside the range is refused at its path. */
const ranges: Array<{ rule: string; path: Path; value: number }> = [
  { rule: 'spec §9 Image banner height min 160', path: at('ImageBanner', 'height'), value: 159 },
  { rule: 'spec §9 Image banner height max 640', path: at('ImageBanner', 'height'), value: 641 },
  { rule: 'spec §9 Opacity max 0.8', path: at('ImageBanner', 'overlay'), value: 0.81 },
  { rule: 'spec §9 Opacity min 0', path: at('ImageBanner', 'overlay'), value: -0.01 },
  { rule: 'spec §9 Introduction overlay 0.75', path: at('Introduction', 'overlay'), value: 0.5 },
  { rule: 'spec §9 Cropper zoom max 2', path: at('Introduction', 'image', 'effects', 'zoom'), value: 2.01 },
  { rule: 'spec §9 Cropper zoom min 1', path: at('Introduction', 'image', 'effects', 'zoom'), value: 0.99 },
];

describe('numeric ranges (spec §9 "Images and layout")', () => {
  it.each(ranges)('$rule: refuses $value', ({ path, value }) => {
    const doc = fullWebsiteFixture();
    expect(typeof get(doc, path)).toBe('number');
    set(doc, path, value);
    expect(issuePaths(doc)).toContain(JSON.stringify(path));
  });

  it('accepts the image banner range ends and the default', () => {
    for (const [height, overlay] of [
      [160, 0],
      [640, 0.8],
      [320, 0.2],
    ] as const) {
      const doc = fullWebsiteFixture();
      set(doc, at('ImageBanner', 'height'), height);
      set(doc, at('ImageBanner', 'overlay'), overlay);
      expect(website.safeParse(doc).success).toBe(true);
    }
  });
});

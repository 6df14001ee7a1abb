import { fieldLimits } from '../limits/index.ts';
import { decidedLimits } from './common.ts';
import { sectionDefinitions } from './section-registry.ts';
import type { Section } from './sections/index.ts';
import { formLanguageOf, type SecondLanguage, type Translation } from './site-language.ts';
import type { Website } from './website.ts';

/**
 * One text a visitor reads on the page, as a second language translates it (issue 19). Names,
 * addresses, e-mails, phone numbers and web addresses are not text fields: they read the same in
 * every language.
 */
export interface TextField {
  /** Stable while the field exists: `settings/pageTitle`, `<sectionId>/heading`, `<sectionId>/items/<itemId>/paragraph`, `<sectionId>/navLinks/0/label`. */
  key: string;
  /** The section holding it; null for a website setting. */
  sectionId: string | null;
  /** The list item holding it (a service, a question …); null for a field of the section itself. */
  itemId: string | null;
  /** Where it lives in the section (or in `websiteSettings`): `['items', 2, 'paragraph']`. */
  path: readonly (string | number)[];
  /** What the designer calls it: `Services · Boiler repair · Paragraph`. */
  label: string;
  /** The words in the first language. */
  text: string;
  /** The field's §9 limit: a translation is at most this long too. */
  maxLength: number;
  /** Whether line breaks are kept (paragraphs) or not (headings, labels). */
  multiline: boolean;
}

/** A field of a section or item: its path below the holder, its name, its limit, multiline or not. */
interface FieldSpec {
  path: readonly (string | number)[];
  name: string;
  max: number;
  multiline?: boolean;
}

const f = (path: string, name: string, max: number, multiline = false): FieldSpec => ({
  path: path.split('.'),
  name,
  max,
  multiline,
});
const alt = (path: string): FieldSpec =>
  f(`${path}.description`, 'Picture description', decidedLimits.imageDescription);
const label = (path: string, max: number = fieldLimits.buttonLabel): FieldSpec =>
  f(`${path}.label`, 'Button', max);

/** The text fields of each section type and of the items of its lists. */
type SectionTextSpecs = Record<Section['type'], { own: FieldSpec[]; lists?: Record<string, FieldSpec[]> }>;

/**
 * Built on first use, not when the module loads: a bundle that never lists text fields (the
 * designer's first visit imports the model's index) drops the whole table.
 */
let sectionTextSpecs: SectionTextSpecs | undefined;
const sectionText = (): SectionTextSpecs =>
  (sectionTextSpecs ??= {
    Header: { own: [label('button')] },
    Introduction: {
      own: [
        f('heading', 'Heading', fieldLimits.introHeading),
        f('body', 'Text', fieldLimits.introBody, true),
        alt('image'),
      ],
    },
    Services: {
      own: [f('heading', 'Heading', fieldLimits.servicesHeading)],
      lists: {
        items: [
          f('heading', 'Heading', fieldLimits.servicesHeading),
          f('paragraph', 'Paragraph', fieldLimits.servicesBody, true),
          f('pricing', 'Pricing', fieldLimits.servicesPricing),
          label('button'),
          alt('image'),
        ],
      },
    },
    Gallery: {
      own: [f('heading', 'Heading', fieldLimits.sectionHeading)],
      lists: { items: [f('caption', 'Caption', fieldLimits.galleryCaption), alt('image')] },
    },
    TextBanner: {
      own: [
        f('primary', 'Quote', fieldLimits.quotePrimary),
        f('subhead', 'Subhead', fieldLimits.quoteSubhead),
        f('subordinate', 'Text', fieldLimits.quoteSubordinate, true),
      ],
    },
    ImageBanner: {
      own: [f('text', 'Text', decidedLimits.imageBannerText), label('button'), alt('image')],
    },
    Team: {
      own: [f('heading', 'Heading', fieldLimits.teamHeading)],
      lists: {
        members: [
          f('jobTitle', 'Job title', fieldLimits.teamTitle),
          f('bio', 'About', fieldLimits.teamDescription, true),
          alt('image'),
        ],
      },
    },
    Scheduling: {
      own: [
        f('heading', 'Heading', fieldLimits.sectionHeading),
        f('body', 'Text', decidedLimits.sectionBody, true),
        label('link'),
      ],
    },
    Video: {
      own: [
        f('heading', 'Heading', fieldLimits.videoHeading),
        f('description', 'Description', fieldLimits.videoDescription, true),
        // The page shows it as the link's words when the address is not a YouTube or Vimeo video.
        label('link'),
      ],
    },
    CustomerReviews: {
      own: [f('heading', 'Heading', fieldLimits.sectionHeading)],
      lists: { reviews: [f('paragraph', 'Review', fieldLimits.reviewParagraph, true)] },
    },
    Article: {
      own: [
        f('heading', 'Heading', fieldLimits.articleHeading),
        f('content', 'Content', fieldLimits.articleContent, true),
        alt('image'),
      ],
    },
    FAQ: {
      own: [f('heading', 'Heading', fieldLimits.sectionHeading)],
      lists: {
        items: [
          f('question', 'Question', fieldLimits.faqQuestion),
          f('answer', 'Answer', fieldLimits.faqAnswer, true),
          label('button'),
        ],
      },
    },
    LogoGrid: {
      own: [f('heading', 'Heading', fieldLimits.logoHeading), f('body', 'Text', fieldLimits.logoBody, true)],
      lists: { logos: [alt('image')] },
    },
    Newsletter: {
      own: [
        f('heading', 'Heading', fieldLimits.newsletterHeading),
        f('body', 'Text', fieldLimits.newsletterBody, true),
        f('fieldLabel', 'Field label', fieldLimits.newsletterFieldLabel),
        f('button.label', 'Button', fieldLimits.buttonLabel),
      ],
    },
    CodeEmbed: { own: [] },
    Contact: {
      own: [
        f('heading', 'Heading', fieldLimits.sectionHeading),
        f('body', 'Text', decidedLimits.sectionBody, true),
        f('details.otherDetails', 'Other details', fieldLimits.otherContactDetails, true),
        f('form.submitButton.label', 'Submit button', fieldLimits.buttonLabel),
        f('form.successMessage', 'Success message', fieldLimits.successMessage),
      ],
      lists: { 'form.fields': [f('title', 'Field title', fieldLimits.contactFieldTitle)] },
    },
    Footer: { own: [f('copyright', 'Copyright', fieldLimits.copyright)] },
  });

/** Lists of links without item ids: each label is a text field, addressed by its place in the list. */
const linkLists: Partial<Record<Section['type'], { list: string; name: string; max: number }>> = {
  Header: { list: 'navLinks', name: 'Menu link', max: fieldLimits.navLink },
  Introduction: { list: 'buttons', name: 'Button', max: fieldLimits.buttonLabel },
  Footer: { list: 'links', name: 'Link', max: fieldLimits.navLink },
};

/** The website settings a visitor reads: the page's title, description and keywords, the cookie banner. */
const settingsText = (): FieldSpec[] => [
  f('pageTitle', 'Page title', fieldLimits.websiteTitle),
  f('businessDescription', 'Description', fieldLimits.businessDescription, true),
  f('seoKeywords', 'Search keywords', fieldLimits.seoKeywords),
  f('cookieBanner.primaryText', 'Cookie banner text', fieldLimits.cookieText),
  f('cookieBanner.acceptButtonText', 'Cookie banner accept button', fieldLimits.buttonLabel),
  f('cookieBanner.rejectButtonText', 'Cookie banner reject button', fieldLimits.buttonLabel),
];

type Holder = Record<string | number, unknown>;

function valueAt(holder: unknown, path: readonly (string | number)[]): unknown {
  let at = holder;
  for (const part of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Holder)[part];
  }
  return at;
}

function setAt(holder: unknown, path: readonly (string | number)[], value: string): void {
  const parent = valueAt(holder, path.slice(0, -1));
  if (typeof parent === 'object' && parent !== null) (parent as Holder)[path.at(-1) as string] = value;
}

/** A short name for an item in labels: its heading, question, title or caption, else its place. */
function itemName(item: Holder, index: number): string {
  for (const key of ['heading', 'question', 'name', 'title', 'caption', 'authorName']) {
    const value = item[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 40);
  }
  return `Item ${index + 1}`;
}

/**
 * Every text field of a document that holds words, in page order (settings first): what a second
 * language translates. Empty fields are left out (nothing to translate).
 */
export function textFields(doc: Pick<Website, 'sections' | 'websiteSettings'>): TextField[] {
  const fields: TextField[] = [];
  const add = (
    holder: unknown,
    spec: FieldSpec,
    at: Omit<TextField, 'path' | 'label' | 'text' | 'maxLength' | 'multiline' | 'key'> & {
      prefix: readonly (string | number)[];
      keyPrefix: string;
      labelPrefix: string;
    },
  ) => {
    const text = valueAt(holder, spec.path);
    if (typeof text !== 'string' || text.trim() === '') return;
    fields.push({
      key: `${at.keyPrefix}/${spec.path.join('/')}`,
      sectionId: at.sectionId,
      itemId: at.itemId,
      path: [...at.prefix, ...spec.path],
      label: `${at.labelPrefix} · ${spec.name}`,
      text,
      maxLength: spec.max,
      multiline: spec.multiline ?? false,
    });
  };
  for (const spec of settingsText()) {
    add(doc.websiteSettings, spec, {
      sectionId: null,
      itemId: null,
      prefix: [],
      keyPrefix: 'settings',
      labelPrefix: 'Settings',
    });
  }
  for (const section of doc.sections) {
    const specs = sectionText()[section.type];
    const title = sectionDefinitions[section.type].title;
    const own = {
      sectionId: section.id,
      itemId: null,
      prefix: [],
      keyPrefix: section.id,
      labelPrefix: title,
    };
    for (const spec of specs.own) add(section, spec, own);
    const links = linkLists[section.type];
    const linkList = links ? valueAt(section, [links.list]) : undefined;
    if (links && Array.isArray(linkList)) {
      linkList.forEach((_, i) => {
        add(section, f(`${links.list}.${i}.label`, `${links.name} ${i + 1}`, links.max), own);
      });
    }
    for (const [listPath, itemSpecs] of Object.entries(specs.lists ?? {})) {
      const path = listPath.split('.');
      const list = valueAt(section, path);
      if (!Array.isArray(list)) continue;
      list.forEach((item: Holder, index) => {
        const itemId = typeof item.id === 'string' ? item.id : String(index);
        for (const spec of itemSpecs) {
          add(item, spec, {
            sectionId: section.id,
            itemId,
            prefix: [...path, index],
            keyPrefix: `${section.id}/${path.join('/')}/${itemId}`,
            labelPrefix: `${title} · ${itemName(item, index)}`,
          });
        }
      });
    }
  }
  return fields;
}

/** Whether a field has a translation written for its present words. */
export type TranslationState = 'translated' | 'missing' | 'outdated';

/** A field's state in the second language: translated for its present words, never translated, or written for older words. */
export function translationState(field: TextField, translation: Translation | undefined): TranslationState {
  if (!translation || translation.text.trim() === '') return 'missing';
  return translation.source === field.text ? 'translated' : 'outdated';
}

/** The text fields of a document with their state in its second language (all `missing` without one). */
export function translationStatus(
  doc: Pick<Website, 'sections' | 'websiteSettings'> & {
    secondLanguage?: SecondLanguage | null | undefined;
  },
): {
  fields: Array<TextField & { state: TranslationState; translation: string | null }>;
  untranslated: number;
} {
  const all = doc.secondLanguage?.translations ?? {};
  const fields = textFields(doc).map((field) => {
    const t = all[field.key];
    const state = translationState(field, t);
    return { ...field, state, translation: t && t.text.trim() !== '' ? t.text : null };
  });
  return { fields, untranslated: fields.filter((x) => x.state !== 'translated').length };
}

/**
 * The document as its second-language page shows it: every text field with a translation written
 * for its present words takes the translation; every other keeps the first language's words
 * (`untranslated` names them) — a page is never left with a hole. The contact form takes the
 * matching form language where the spec has one, so its visitor messages follow. Pass the
 * *published* document (pending suggestions already taken out): a field whose words lost a
 * suggestion no longer matches its translation's source, so no translated suggestion is published.
 */
export function translatedWebsite<T extends Pick<Website, 'sections' | 'websiteSettings'>>(
  doc: T,
  language: SecondLanguage,
): { website: T; untranslated: TextField[] } {
  const copy = structuredClone(doc);
  const untranslated: TextField[] = [];
  for (const field of textFields(doc)) {
    const t = language.translations[field.key];
    if (translationState(field, t) !== 'translated') {
      untranslated.push(field);
      continue;
    }
    const holder =
      field.sectionId === null ? copy.websiteSettings : copy.sections.find((s) => s.id === field.sectionId);
    setAt(holder, field.path, (t as Translation).text);
  }
  const formLanguage = formLanguageOf[language.code];
  for (const section of copy.sections) {
    if (section.type === 'Contact' && formLanguage) section.form.language = formLanguage;
  }
  return { website: copy, untranslated };
}

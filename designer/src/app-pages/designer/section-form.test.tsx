import {
  cropperZoom,
  emailMessages,
  externalUrlMessage,
  sectionSchemas,
  sectionType,
  website,
} from '@sitewright/model';
import { createImageFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { panLimit, zoomTo } from './image-crop.tsx';
import { replaceImage } from './image-field.tsx';
import { linkOfType } from './link-field.tsx';
import {
  type FormField,
  fieldError,
  formFields,
  itemNeedsImage,
  linkShape,
  nextItem,
} from './schema-fields.ts';
import { SectionForm, sectionChoices } from './section-form.tsx';

const field = (type: keyof typeof sectionSchemas, key: string): FormField => {
  const found = formFields(sectionSchemas[type]).find((f) => f.key === key);
  if (!found) throw new Error(`${type}.${key} is not edited`);
  return found;
};
const items = (type: keyof typeof sectionSchemas, key: string) => {
  const f = field(type, key);
  if (f.kind !== 'items') throw new Error(`${type}.${key} is not a list`);
  return f;
};
let n = 0;
const newId = () => {
  n += 1;
  return `id-${n}`;
};

describe('the section form finds images, links and choices in the schema (spec §3)', () => {
  it.each([
    ['Introduction', 'image', 'null'],
    ['ImageBanner', 'image', 'null'],
    ['Article', 'image', 'undefined'],
  ] as const)('%s.%s is an image control', (type, key, absent) => {
    expect(field(type, key)).toMatchObject({ kind: 'image', absent });
  });

  it('finds the images inside items: services, team, gallery, image logos', () => {
    for (const [type, key] of [
      ['Services', 'items'],
      ['Team', 'members'],
      ['Gallery', 'items'],
    ] as const) {
      const list = items(type, key);
      if (list.shape.kind !== 'object') throw new Error('not objects');
      expect(list.shape.fields.some((f) => f.kind === 'image')).toBe(true);
    }
    const logos = items('LogoGrid', 'logos');
    expect(logos.shape.kind).toBe('variants');
    if (logos.shape.kind !== 'variants') return;
    expect(logos.shape.variants.map((v) => v.value)).toEqual(['Text', 'Image']);
    expect(logos.shape.variants[1]!.fields.map((f) => f.kind)).toEqual(['image', 'link']);
  });

  it('offers the link types each schema allows', () => {
    const types = (f: FormField) =>
      f.kind === 'link'
        ? f.link.types
        : f.kind === 'items' && f.shape.kind === 'link'
          ? f.shape.link.types
          : [];
    expect(types(items('Introduction', 'buttons'))).toEqual([
      'None',
      'Email',
      'Web',
      'Phone',
      'Section',
      'Social',
    ]);
    expect(types(items('Header', 'navLinks'))).toEqual(['Section']);
    expect(types(items('Footer', 'links'))).toEqual(['Email', 'Web', 'Phone', 'Section', 'Social']);
    expect(types(field('Video', 'link'))).toEqual(['Web']);
    expect(field('ImageBanner', 'button')).toMatchObject({ kind: 'link', absent: 'undefined' });
  });

  it('offers layouts, logo types and the banner sliders (spec §9)', () => {
    expect(field('Gallery', 'layout')).toMatchObject({ kind: 'choice', options: ['Carousel', 'Grid'] });
    expect(field('FAQ', 'layout')).toMatchObject({ kind: 'choice', options: ['List', 'Sidebar'] });
    expect(field('Header', 'logoType')).toMatchObject({ kind: 'choice', options: ['Text', 'Image'] });
    expect(field('ImageBanner', 'height')).toMatchObject({ kind: 'number', min: 160, max: 640, step: 1 });
    expect(field('ImageBanner', 'overlay')).toMatchObject({ kind: 'number', min: 0, max: 0.8, step: 0.01 });
    expect(field('Contact', 'details')).toMatchObject({ kind: 'group' });
  });
});

describe('items and links', () => {
  it('asks for an image before a gallery item is added', () => {
    expect(itemNeedsImage(items('Gallery', 'items'), newId)).toBe(true);
    expect(itemNeedsImage(items('Services', 'items'), newId)).toBe(false);
    const image = createImageFixture();
    expect(nextItem(items('Gallery', 'items'), [], newId, { image })).toMatchObject({ image });
  });

  it('adds a social profile on a network not listed yet (one per network)', () => {
    const social = items('Footer', 'socialLinks');
    const first = nextItem(social, [], newId);
    expect(first).toMatchObject({ network: 'instagram', url: '' });
    expect(nextItem(social, [first], newId)).toMatchObject({ network: 'facebook' });
  });

  it('switches a button to a phone number, keeping its label and look', () => {
    const shape = linkShape(sectionSchemas.Introduction.shape.buttons.element as never)!;
    const before = { type: 'Web', label: 'Call us', buttonStyle: 'outlined', buttonSize: 'Large' } as const;
    expect(linkOfType(shape, 'Phone', before, [])).toEqual({
      type: 'Phone',
      label: 'Call us',
      buttonStyle: 'outlined',
      buttonSize: 'Large',
      phone: '',
    });
    expect(linkOfType(shape, 'Section', before, [{ id: 'services-1', title: 'Services' }])).toMatchObject({
      sectionId: 'services-1',
    });
    expect(linkOfType(shape, 'Section', before, [])).toBeNull();
  });

  it('shows the model’s §5 messages for e-mail and web addresses', () => {
    const shape = linkShape(sectionSchemas.Introduction.shape.buttons.element as never)!;
    const email = (shape.variants.Email as never as { shape: { email: never } }).shape.email;
    const web = (shape.variants.Web as never as { shape: { url: never } }).shape.url;
    expect(fieldError(email, 'not an address')).toBe(emailMessages.contactForm);
    expect(fieldError(web, 'javascript:alert(1)')).toBe(externalUrlMessage);
    expect(fieldError(web, 'example.com')).toBeNull();
  });
});

describe('crop and replace', () => {
  it('keeps zoom within 1–2 and the position inside the zoomed overhang', () => {
    expect(zoomTo(undefined, 3).zoom).toBe(cropperZoom.max);
    expect(zoomTo(undefined, 0.5).zoom).toBe(cropperZoom.min);
    expect(panLimit(1)).toBe(0);
    expect(panLimit(1.5)).toBe(25);
    const moved = { translateX: 40, translateY: -40, width: 100, zoom: 2, rotation: 0 };
    expect(zoomTo(moved, 1.2)).toMatchObject({ zoom: 1.2, translateX: 10, translateY: -10 });
  });

  it('keeps the fit, frame and filter of the old image, not its crop', () => {
    const old = createImageFixture({
      fit: 'contain',
      frame: 'Circle',
      filter: 'Grayscale',
      effects: { translateX: 1, translateY: 1, width: 100, zoom: 1.5, rotation: 0 },
    });
    const picked = createImageFixture({ provider: 'Pexels', description: 'New' });
    const next = replaceImage(old, picked);
    expect(next).toMatchObject({ provider: 'Pexels', description: 'New', fit: 'contain', frame: 'Circle' });
    expect(next.effects).toBeUndefined();
  });
});

describe('SectionForm', () => {
  const doc = fullWebsiteFixture();
  it('renders every section type of a full document in Node', () => {
    expect(website.safeParse(doc).success).toBe(true);
    const seen = new Set(doc.sections.map((s) => s.type));
    expect([...seen].sort()).toEqual([...sectionType.options].sort());
    for (const section of doc.sections) {
      const html = renderToStaticMarkup(
        <SectionForm section={section} edit={() => {}} readOnly={false} doc={doc} />,
      );
      expect(html).toContain('<form');
    }
  });

  it('lists the sections a Section link may point at, without the Header', () => {
    const choices = sectionChoices(doc);
    expect(choices.some((c) => c.title === 'Header')).toBe(false);
    expect(choices.length).toBe(doc.sections.length - 1);
  });
});

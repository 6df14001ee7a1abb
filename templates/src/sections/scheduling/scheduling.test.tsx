import { createDefaultWebsite, type SectionOf, sectionsMissingLinks } from '@sitewright/model';
import { createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type RenderOptions, renderContext } from '../../render-context.ts';
import { schedulingTemplate } from './index.ts';

const options: RenderOptions = {
  siteUrl: 'https://rosa.example',
  basePath: '/',
  apiUrl: 'https://api.example',
};
const full = fullWebsiteFixture().sections.find(
  (s): s is SectionOf<'Scheduling'> => s.type === 'Scheduling',
)!;
// A new Scheduling section starts with an empty booking link (a draft the designer warns about).
const draft = createDefaultWebsite({
  id: 'w',
  userId: 'u',
  businessName: 'Rosa Bakery',
  sectionTypes: ['Scheduling'],
}).sections.find((s): s is SectionOf<'Scheduling'> => s.type === 'Scheduling')!;

function render(section: SectionOf<'Scheduling'>, mode: RenderOptions['mode'] = 'publish') {
  const { Component } = schedulingTemplate;
  return renderToStaticMarkup(
    <Component section={section} ctx={renderContext(createWebsiteFixture(), { ...options, mode })} />,
  );
}

describe('scheduling template', () => {
  const html = render(full);

  it('renders the h2 heading, the body and the booking button to the link', () => {
    expect(html).toContain(
      `<h2 id="scheduling-1-heading" class="sw-scheduling__heading">${full.heading}</h2>`,
    );
    expect(html).toContain(`<p class="sw-scheduling__body">${full.body}</p>`);
    expect(html).toContain(
      `<a class="sw-button sw-button--outlined sw-button--large sw-scheduling__button" href="${full.link.url}" target="_blank" rel="noopener noreferrer">${full.link.label}</a>`,
    );
    expect(html).not.toContain('<h1');
  });

  it('renders nothing clickable while the link is empty (spec §5: the link is required)', () => {
    expect(sectionsMissingLinks([draft])).toHaveLength(1);
    const published = render(draft);
    expect(published).not.toMatch(/<a |<button|sw-scheduling__button/);
    expect(published).toContain(draft.heading);
    expect(render({ ...full, link: { ...full.link, url: '   ' } })).not.toContain('<a ');
  });

  it("shows the designer's preview where the button goes, as inert text", () => {
    const preview = render(draft, 'preview');
    expect(preview).not.toContain('<a ');
    expect(preview).toContain(
      `<span class="sw-button sw-button--solid sw-button--medium sw-scheduling__button">${draft.link.label}</span>`,
    );
  });

  it('escapes heading, body and label', () => {
    const evil = '<script>alert(1)</script>';
    const out = render({ ...full, heading: evil, body: evil, link: { ...full.link, label: evil } });
    expect(out).not.toContain('<script>');
    expect(out.match(/&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)).toHaveLength(3);
  });
});

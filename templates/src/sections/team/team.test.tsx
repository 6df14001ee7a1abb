import type { SectionOf } from '@sitewright/model';
import { createImageFixture, createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { teamTemplate } from './index.ts';

const options = { siteUrl: 'https://rosa.example', basePath: '/', apiUrl: 'https://api.example' };
const full = fullWebsiteFixture().sections.find((s): s is SectionOf<'Team'> => s.type === 'Team')!;
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

function render(section: SectionOf<'Team'>) {
  const { Component } = teamTemplate;
  return renderToStaticMarkup(
    <Component section={section} ctx={renderContext(createWebsiteFixture(), options)} />,
  );
}

describe('team template', () => {
  const html = render(full);

  it('renders all 12 members (spec §9) with name h3 under the h2 heading', () => {
    expect(full.members).toHaveLength(12);
    expect(count(html, /<li class="sw-team__member">/g)).toBe(12);
    expect(count(html, /<h3 class="sw-team__name">/g)).toBe(12);
    expect(html).toContain(`<h2 id="team-1-heading" class="sw-team__heading">${full.heading}</h2>`);
    expect(html).toContain('aria-labelledby="team-1-heading"');
    expect(html).not.toContain('<h1');
  });

  it('shows each portrait in its frame with alt text, the job title and the bio', () => {
    const member = full.members[0]!;
    expect(
      count(html, /<div class="sw-picture sw-frame-circle [^"]*sw-team__portrait"><img [^>]*alt="[^"]+"/g),
    ).toBe(12);
    expect(count(html, new RegExp(`<p class="sw-team__title">${member.jobTitle}</p>`, 'g'))).toBe(12);
    expect(count(html, new RegExp(`<p class="sw-team__bio">${member.bio}</p>`, 'g'))).toBe(12);
  });

  it('frames a portrait in a Circle unless the image has its own frame', () => {
    const image = createImageFixture();
    const member = { id: 'm', name: 'Rosa', jobTitle: 'Baker', bio: '', image };
    expect(render({ ...full, members: [member] })).toContain('sw-frame-circle');
    const portrait = render({ ...full, members: [{ ...member, image: { ...image, frame: 'Portrait' } }] });
    expect(portrait).toContain('sw-frame-portrait');
    expect(portrait).not.toContain('sw-frame-circle');
  });

  it('renders a member without a portrait, and no list when there are no members', () => {
    const out = render({ ...full, members: [{ id: 'm', name: 'Rosa', jobTitle: '', bio: '', image: null }] });
    expect(out).toContain('<h3 class="sw-team__name">Rosa</h3>');
    expect(out).not.toMatch(/<img|sw-team__title|sw-team__bio/);
    expect(render({ ...full, members: [] })).not.toContain('<ul');
  });

  it('escapes every text', () => {
    const evil = '<script>alert(1)</script>';
    const out = render({
      ...full,
      heading: evil,
      members: [{ id: 'm', name: evil, jobTitle: evil, bio: evil, image: null }],
    });
    expect(out).not.toContain('<script>');
    expect(count(out, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)).toBe(4);
  });
});

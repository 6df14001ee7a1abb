import { createDefaultWebsite, type Section, type Website } from '@sitewright/model';
import { fixtureNow } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { withoutStandIns } from '../page/stand-ins.ts';
import { renderPage, renderSite } from './render-site.ts';
import { pageOf, sharedOrigin } from './testing.ts';

/** A new draft whose Team and Customer Reviews the owner has not filled yet (they start empty). */
const draft = (): Website =>
  createDefaultWebsite({
    id: 'website-plumber',
    userId: 'user-1',
    businessName: 'Rivera Plumbing',
    description: 'Leak repairs, drain cleaning and water heater installs for homes in Austin.',
    location: 'Austin',
    sectionTypes: ['Introduction', 'Services', 'Team', 'CustomerReviews', 'FAQ', 'Contact'],
    contact: { phone: '+1 512 555 0199' },
    now: fixtureNow,
  });

const withSection = (doc: Website, type: Section['type'], change: (s: Section) => Section): Website => ({
  ...doc,
  sections: doc.sections.map((s) => (s.type === type ? change(s) : s)),
});

describe('list sections with no entries on the published page', () => {
  it('an empty Team and Customer Reviews publish without their headings or menu links', async () => {
    const doc = draft();
    const html = pageOf(await renderSite(doc, sharedOrigin));
    expect(html).not.toContain('Meet the team');
    expect(html).not.toContain('What our customers say');
    expect(html).not.toContain('sw-team');
    expect(html).not.toContain('sw-customer-reviews');
    expect(html).not.toContain('href="#team-1"');
    expect(html).not.toContain('href="#customer-reviews-1"');
    expect(html).not.toContain('>Team</a>');
    expect(html).not.toContain('>Reviews</a>');
    // The rest of the page stays.
    expect(html).toContain('Rivera Plumbing');
    expect(html).toContain('tel:+15125550199');
  });

  it('the preview still shows both headings, so the owner sees where their team and reviews go', () => {
    const html = renderPage(draft(), { ...sharedOrigin, mode: 'preview' });
    expect(html).toContain('>Meet the team</h2>');
    expect(html).toContain('>What our customers say</h2>');
    expect(html).toContain('href="#team-1"');
  });

  it('a Customer Reviews section with one review the owner added is published with its heading', async () => {
    const doc = withSection(draft(), 'CustomerReviews', (s) =>
      s.type === 'CustomerReviews'
        ? {
            ...s,
            reviews: [
              {
                id: 'r1',
                paragraph: 'Fixed our leak the same day.',
                authorName: 'Dana K.',
                authorLocation: '',
              },
            ],
          }
        : s,
    );
    const html = pageOf(await renderSite(doc, sharedOrigin));
    expect(html).toContain('>What our customers say</h2>');
    expect(html).toContain('Fixed our leak the same day.');
    expect(html).toContain('href="#customer-reviews-1"');
    expect(html).not.toContain('Meet the team');
  });

  it('an empty Services or FAQ list is left out too', async () => {
    let doc = withSection(draft(), 'Services', (s) => (s.type === 'Services' ? { ...s, items: [] } : s));
    doc = withSection(doc, 'FAQ', (s) => (s.type === 'FAQ' ? { ...s, items: [] } : s));
    const published = withoutStandIns(doc).website.sections.map((s) => s.type);
    expect(published).toEqual(['Header', 'Introduction', 'Contact', 'Footer']);
    expect(withoutStandIns(doc).standIns).toBe(0);
  });
});

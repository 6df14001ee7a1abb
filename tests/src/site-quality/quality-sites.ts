import {
  createDefaultWebsite,
  presetStyle,
  type Section,
  sectionType,
  type Website,
} from '@sitewright/model';
import { createImageFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { applyPresetStyle, type RenderOptions, renderSite } from '@sitewright/templates';

/** One site the quality suites render: a document and where it is published. */
export interface QualitySite {
  /** Also the site's path on the test server: `/{name}/`. */
  name: string;
  website: Website;
  customDomain: boolean;
}

/** The options a site renders with when served at `{origin}/{name}/` and posting to `apiUrl`. */
export function siteOptions(site: QualitySite, origin: string, apiUrl: string): RenderOptions {
  return {
    siteUrl: `${origin}/${site.name}`,
    basePath: `/${site.name}/`,
    apiUrl,
    appUrl: 'https://sitewright.app',
    customDomain: site.customDomain,
  };
}

const photos = [
  'A heating engineer servicing a gas boiler',
  'A new heat pump outside a family home',
  'A technician checking a thermostat',
  'A bathroom radiator fitted under a window',
  'An air conditioning unit on an office wall',
  'Copper pipes being soldered',
  'A service van parked in front of a house',
  'A boiler control panel showing the pressure',
  'An engineer explaining a quote to a customer',
];

/** Photos as the onboarding picks them: introduction, image banner, services, then the gallery. */
const stockPhotos = () =>
  photos.map((description, i) =>
    createImageFixture({
      description,
      tags: ['heating', 'engineer'],
      urls: [
        { type: 'small', url: `https://images.unsplash.com/photo-${1500000000000 + i}?w=400` },
        { type: 'regular', url: `https://images.unsplash.com/photo-${1500000000000 + i}?w=1080` },
      ],
    }),
  );

/**
 * A realistic new site: the onboarding answers of a heating engineer, their photos (unless
 * `photos: false`: a page that loads nothing from another host) and the given sections.
 */
export function defaultSite(
  sectionTypes?: Website['sections'][number]['type'][],
  { photos = true }: { photos?: boolean } = {},
): Website {
  return createDefaultWebsite({
    id: 'riverside-heating',
    userId: 'user-1',
    businessName: 'Riverside Heating',
    description:
      'Family-run engineers fixing boilers, heat pumps and air conditioning across Austin since 1998.',
    location: 'Austin, TX',
    industry: 'heating-and-cooling',
    contact: { email: 'hello@riverside.example', phone: '+1 512 555 0199', address: '12 River Rd, Austin' },
    images: photos ? stockPhotos() : [],
    ...(sectionTypes ? { sectionTypes } : {}),
    now: new Date('2025-01-15T09:00:00Z'),
  });
}

/** The full 17-section fixture with the Gallery and FAQ in their other layouts. */
function fullWithOtherLayouts(): Website {
  const site = fullWebsiteFixture();
  const sections = site.sections.map((section): Section => {
    if (section.type === 'Gallery') return { ...section, layout: 'Grid' };
    if (section.type === 'FAQ') return { ...section, layout: 'List' };
    return section;
  });
  return { ...site, sections };
}

/**
 * The full fixture for its custom domain. The fixture's head code is a snippet repeated up to the
 * length limit, so it ends mid-tag: the owner's own broken HTML, which the page carries as given.
 * Here it is whole snippets up to the limit, so what is checked is our markup around it.
 */
function fullOnOwnDomain(): Website {
  const site = fullWebsiteFixture();
  const snippet = '<meta name="x" content="y">\n';
  const limit = site.websiteSettings.customHeadCode.length;
  const customHeadCode = snippet.repeat(Math.floor(limit / snippet.length));
  return { ...site, websiteSettings: { ...site.websiteSettings, customHeadCode } };
}

/** A default site with a Google Analytics ID and no cookie banner: the tag is in the page. */
export function analyticsSite(): Website {
  const site = defaultSite();
  return { ...site, websiteSettings: { ...site.websiteSettings, gaMeasurementId: 'G-TEST12345' } };
}

/** A default site with the cookie banner on and a Google Analytics ID (consent-aware tag). */
export function cookieBannerSite(): Website {
  const site = defaultSite();
  return {
    ...site,
    websiteSettings: {
      ...site.websiteSettings,
      gaMeasurementId: 'G-TEST12345',
      cookieBanner: { ...site.websiteSettings.cookieBanner, enabled: true },
    },
  };
}

/** A default site on its own domain with Tag Manager and no cookie banner: the tag is in the page. */
export function tagManagerSite(): Website {
  const site = defaultSite();
  return { ...site, websiteSettings: { ...site.websiteSettings, gaMeasurementId: 'GTM-TEST123' } };
}

/** Every one of the 17 section types with real starting copy, in one of the five preset styles. */
function presetSite(preset: Website['theme']['presetStyle']): Website {
  const site = defaultSite([...sectionType.options]);
  return { ...site, theme: applyPresetStyle(site.theme, preset, true) };
}

/**
 * The sites every page of which must validate and pass axe: the full fixture on the shared origin
 * (Gallery Carousel, FAQ Sidebar) and on a custom domain (code embeds, custom head code, GTM), the
 * full fixture with Gallery Grid and FAQ List, a default site, the cookie banner with GA, Tag
 * Manager in the page (own domain), and all
 * 17 sections in each of the five preset styles.
 */
export function qualitySites(): QualitySite[] {
  return [
    { name: 'full', website: fullWebsiteFixture(), customDomain: false },
    { name: 'full-own-domain', website: fullOnOwnDomain(), customDomain: true },
    { name: 'full-grid-list', website: fullWithOtherLayouts(), customDomain: false },
    { name: 'default', website: defaultSite(), customDomain: false },
    { name: 'cookie-banner', website: cookieBannerSite(), customDomain: false },
    { name: 'tag-manager', website: tagManagerSite(), customDomain: true },
    ...presetStyle.options.map((preset) => ({
      name: `preset-${preset.toLowerCase()}`,
      website: presetSite(preset),
      customDomain: false,
    })),
  ];
}

/**
 * Every HTML page of the sites as published (`{site name}/{path}`: `full/index.html`,
 * `spanish/es/index.html`), for the Nu HTML checker.
 */
export async function renderedHtmlPages(sites: readonly QualitySite[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const decoder = new TextDecoder();
  for (const site of sites) {
    const rendered = await renderSite(
      site.website,
      siteOptions(site, 'http://localhost:3001', 'http://localhost:3000'),
    );
    for (const file of rendered.files.filter((f) => f.path.endsWith('.html'))) {
      pages.set(`${site.name}/${file.path}`, decoder.decode(file.contents));
    }
  }
  return pages;
}

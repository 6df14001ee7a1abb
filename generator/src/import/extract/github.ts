import type { BusinessFields } from '../imported-business.ts';
import { servicesHeading } from './page-heuristics.ts';
import { itemsUnder } from './page-sections.ts';
import { absoluteUrl, clip, collapse } from './page-text.ts';
import type { PageContext, SiteExtractor } from './site-extractor.ts';

/**
 * GitHub pages: a user or organisation profile (`github.com/<login>`) — name, bio, location,
 * website, e-mail and avatar from the `h-card`, the profile README, and pinned repositories as the
 * services/projects — or a repository (`github.com/<owner>/<repo>`) — its About text, website link
 * and README summary.
 */
export const githubExtractor: SiteExtractor = {
  fields,
  textRoots: [
    '.h-card .p-note, .h-card .vcard-details, article.markdown-body, .pinned-item-list-item',
    '#readme, .BorderGrid-cell',
    'main',
    'body',
  ],
};

/** The kind of GitHub page a path names. */
export function githubPageKind(url: URL): 'profile' | 'repository' | 'other' {
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts.length === 1) return 'profile';
  if (parts.length === 2) return 'repository';
  return 'other';
}

function fields(page: PageContext): BusinessFields {
  return githubPageKind(page.url) === 'repository' ? repository(page) : profile(page);
}

function profile({ $, url, meta }: PageContext): BusinessFields {
  const text = (selector: string) => collapse($(selector).first().text()) || undefined;
  const pinned = $('.pinned-item-list-item')
    .toArray()
    .flatMap((el) => {
      const repo = collapse($(el).find('.repo').first().text());
      const description = collapse($(el).find('.pinned-item-desc').first().text());
      const line = clip(description ? `${repo}: ${description}` : repo, 200);
      return line ? [line] : [];
    });
  const avatar = $('img.avatar-user, img.avatar').first().attr('src');
  const website = $('[itemprop="url"] a, a[itemprop="url"]').first().attr('href');
  return {
    name: text('.vcard-fullname') ?? text('.org-name, .h-card h1') ?? text('.vcard-username'),
    description: clip(text('.user-profile-bio, .org-description') ?? profileSummary($), 2000),
    address: text('[itemprop="homeLocation"] .p-label, [itemprop="location"]'),
    email: text('[itemprop="email"] a'),
    website: absoluteUrl(website, url.href),
    services: [...itemsUnder($, servicesHeading), ...pinned],
    images: [avatar ? absoluteUrl(avatar, url.href) : undefined, meta.images[0]?.url]
      .filter((src): src is string => src !== undefined)
      .map((src) => ({ url: src, alt: `Profile picture of ${text('.vcard-fullname') ?? 'the owner'}` }))
      .slice(0, 1),
  };
}

/** The first paragraphs of the README (the profile README or the repository's). */
function profileSummary($: PageContext['$']): string | undefined {
  const paragraphs = $('article.markdown-body p')
    .toArray()
    .map((p) => collapse($(p).text()))
    .filter((p) => p.length >= 40);
  return clip(paragraphs.slice(0, 2).join(' '), 2000);
}

function repository({ $, url, meta }: PageContext): BusinessFields {
  const repoName = collapse($('strong[itemprop="name"] a').first().text()) || url.pathname.split('/')[2];
  const readmeTitle = collapse($('article.markdown-body h1').first().text());
  const about = collapse($('.BorderGrid-cell p.f4').first().text());
  const website = $('.BorderGrid-cell a.text-bold[href^="http"]').first().attr('href');
  const ogSummary = meta.ogDescription?.replace(/\s+-\s+[\w.-]+\/[\w.-]+$/, '');
  return {
    name: readmeTitle || repoName,
    description: clip([about || ogSummary, profileSummary($)].filter(Boolean).join(' '), 2000),
    website: absoluteUrl(website, url.href),
    services: itemsUnder($, servicesHeading),
    images: meta.images.slice(0, 1),
  };
}

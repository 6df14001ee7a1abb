import type { Background, Image, Section, Website } from '@sitewright/model';

/**
 * Whether a picture is the product's stand-in (`placeholderImageUrl`, which the generator puts
 * where it has no picture so the owner sees a slot to fill). The image address rule accepts
 * exactly one address that is not an http(s) URL, the stand-in; testing for "not http(s)" rather
 * than for today's exact text also catches drafts saved with an earlier stand-in picture.
 */
export function isStandInImage(image: Image): boolean {
  return image.urls.some((u) => !/^https?:\/\//i.test(u.url));
}

/** A document as it is published, and how many stand-in pictures were left out of it. */
export interface PublishableDocument {
  website: Website;
  /** Stand-in pictures left out (each counted once, wherever it was). */
  standIns: number;
}

/**
 * The document the visitor's page is rendered from: every stand-in picture left out (the designer's
 * preview keeps them, so the owner sees what to replace). A picture slot that may be empty is
 * emptied (the Introduction, a service, a team member, an article, the logo, the browser icon); an
 * image background becomes its colour fill; a gallery item or an image logo goes with its picture.
 * A section left with nothing but a heading over nothing is left out: a Gallery without pictures,
 * a Logo Grid without logos or text, an Image Banner without picture, text or button, and a list
 * the owner has not filled — Services, FAQ, Customer Reviews or Team with no entries (a new draft
 * has no reviews or team; the preview shows the heading so the owner sees where theirs go). Menu
 * links to a section left out go with it. Returns the same object when there is nothing to leave out.
 */
export function withoutStandIns(website: Website): PublishableDocument {
  let standIns = 0;
  const real = <T extends Image | null | undefined>(image: T): T | null => {
    if (image && isStandInImage(image)) {
      standIns++;
      return null;
    }
    return image;
  };
  const backdrop = <T extends Background | undefined>(background: T): T | Background => {
    if (background?.type !== 'Image' || real(background.image)) return background;
    return { type: 'ColorFill', fill: background.fill };
  };

  let sections: Section[] = [];
  let changed = false;
  for (const original of website.sections) {
    const section = publishedSection(original, real, backdrop);
    if (section !== original) changed = true;
    if (section) sections.push(section);
  }
  if (sections.length < website.sections.length) sections = withoutLinksToMissing(sections);
  const { logo, favIcon } = website.websiteSettings;
  const settingsLogo = real(logo);
  const settingsIcon = real(favIcon);
  const themeBackground = backdrop(website.theme.background);
  if (standIns === 0 && !changed) return { website, standIns };
  return {
    website: {
      ...website,
      sections,
      websiteSettings: { ...website.websiteSettings, logo: settingsLogo, favIcon: settingsIcon },
      theme: { ...website.theme, background: themeBackground },
    },
    standIns,
  };
}

type Real = <T extends Image | null | undefined>(image: T) => T | null;
type Backdrop = <T extends Background | undefined>(background: T) => T | Background;

/** One section as published: the same object when nothing changes, null when it is left out. */
function publishedSection(original: Section, real: Real, backdrop: Backdrop): Section | null {
  const background = backdrop(original.background);
  const s = (background === original.background ? original : { ...original, background }) as Section;
  switch (s.type) {
    case 'Introduction': {
      const image = real(s.image);
      return image === s.image ? s : { ...s, image };
    }
    case 'ImageBanner': {
      const image = real(s.image);
      if (!image && s.text.trim() === '' && !s.button) return null;
      return image === s.image ? s : { ...s, image };
    }
    case 'Article': {
      const image = real(s.image) ?? undefined;
      return image === s.image ? s : { ...s, image };
    }
    case 'Gallery': {
      const items = s.items.filter((item) => real(item.image));
      if (items.length === 0) return null;
      return items.length === s.items.length ? s : { ...s, items };
    }
    case 'LogoGrid': {
      const logos = s.logos.filter((logo) => logo.type !== 'Image' || real(logo.image));
      if (logos.length === 0 && s.body.trim() === '') return null;
      return logos.length === s.logos.length ? s : { ...s, logos };
    }
    case 'Services': {
      if (s.items.length === 0) return null;
      const items = s.items.map((item) => {
        const image = real(item.image);
        return image === item.image ? item : { ...item, image };
      });
      return items.every((item, i) => item === s.items[i]) ? s : { ...s, items };
    }
    case 'FAQ':
      return s.items.length === 0 ? null : s;
    case 'CustomerReviews':
      return s.reviews.length === 0 ? null : s;
    case 'Team': {
      if (s.members.length === 0) return null;
      const members = s.members.map((member) => {
        const image = real(member.image);
        return image === member.image ? member : { ...member, image };
      });
      return members.every((member, i) => member === s.members[i]) ? s : { ...s, members };
    }
    default:
      return s;
  }
}

/** The Header's menu without links to sections that are no longer on the page. */
function withoutLinksToMissing(sections: Section[]): Section[] {
  const ids = new Set(sections.map((s) => s.id));
  return sections.map((s) => {
    if (s.type !== 'Header') return s;
    const navLinks = s.navLinks.filter((link) => ids.has(link.sectionId));
    return navLinks.length === s.navLinks.length ? s : { ...s, navLinks };
  });
}

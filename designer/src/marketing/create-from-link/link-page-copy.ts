import type { LinkSource } from './link-sources.ts';

/** The copy of one create-from-link landing page. */
export interface LinkPageCopy {
  title: string;
  lead: string;
  description: string;
  /** The field's label and an example link. */
  fieldLabel: string;
  placeholder: string;
  /** What the importer reads from this kind of page. */
  imports: readonly string[];
  /** Where to find the link to paste. */
  findIt: string;
}

/** One entry per spec §2 create-from-link route. */
export const linkPageCopy: Record<LinkSource, LinkPageCopy> = {
  Facebook: {
    title: 'Turn your Facebook page into a website',
    lead: 'Your Facebook page already says what you do. Paste its link and Sitewright builds a full website from it, so customers who are not on Facebook can find you too.',
    description:
      'Create a website from your Facebook business page in minutes: we import your description, photos, hours and contact details. Free hosting.',
    fieldLabel: 'Your Facebook page link',
    placeholder: 'https://www.facebook.com/yourbusiness',
    imports: [
      'Your page’s intro and About text',
      'Cover and profile photos',
      'Opening hours, address and phone',
      'Your category and services',
    ],
    findIt: 'Open your page on Facebook and copy the address from the browser bar, or use Share → Copy link.',
  },
  Generic: {
    title: 'Create a website from any link',
    lead: 'Have an old website, a directory listing or an online menu? Paste the link and Sitewright turns what it finds into a new, modern site you can edit.',
    description:
      'Create a new website from any link: an old site, a directory listing or an online profile. We import the text, images and contact details. Free hosting.',
    fieldLabel: 'Link to a page about your business',
    placeholder: 'https://www.example.com',
    imports: [
      'Headings and descriptive text',
      'Images on the page',
      'Phone, e-mail and address',
      'Lists of services and prices',
    ],
    findIt: 'Any public page works, as long as it opens without signing in.',
  },
  GitHub: {
    title: 'Turn your GitHub profile into a website',
    lead: 'Freelance developers and consultancies: paste your GitHub profile and Sitewright drafts a site about your work, skills and projects, ready for clients rather than other developers.',
    description:
      'Create a personal or consulting website from your GitHub profile: bio, pinned projects and skills become a client-ready site. Free hosting.',
    fieldLabel: 'Your GitHub profile link',
    placeholder: 'https://github.com/yourname',
    imports: [
      'Your profile bio and location',
      'Pinned repositories and what they do',
      'Your profile README',
      'Languages and tools you use',
    ],
    findIt: 'It is github.com followed by your username.',
  },
  Thumbtack: {
    title: 'Turn your Thumbtack profile into a website',
    lead: 'Your Thumbtack profile has your services, your credentials and what customers said about you. Paste its link to get a website of your own that you can share anywhere.',
    description:
      'Create a website from your Thumbtack profile: services, credentials, photos and customer feedback become your own site. Free hosting.',
    fieldLabel: 'Your Thumbtack profile link',
    placeholder: 'https://www.thumbtack.com/ca/your-city/your-service/your-business',
    imports: ['Services and specialities', 'Introduction and credentials', 'Project photos', 'Service area'],
    findIt: 'Open your public profile on Thumbtack and copy the address from the browser bar.',
  },
  Yelp: {
    title: 'Turn your Yelp page into a website',
    lead: 'Customers already find you on Yelp. Paste your business page link and Sitewright builds a website with your details and photos, where you control the first impression.',
    description:
      'Create a website from your Yelp business page: categories, hours, photos and contact details become your own site. Free hosting.',
    fieldLabel: 'Your Yelp business page link',
    placeholder: 'https://www.yelp.com/biz/your-business-city',
    imports: [
      'Business categories and description',
      'Opening hours and address',
      'Photos',
      'Phone number and website link',
    ],
    findIt: 'Search for your business on Yelp and copy the address of its page (it contains /biz/).',
  },
};

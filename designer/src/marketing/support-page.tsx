import type { PageDefinition } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { siteConfig } from '../site-config.ts';
import { Band, CardGrid, Hero } from './page-parts.tsx';

const topics = [
  {
    title: 'Getting started',
    text: 'Answer the questions in the builder or paste a link to your existing page. If the generator says more information is needed, add a sentence about what you do and where.',
  },
  {
    title: 'Publishing and your address',
    text: 'Choose an address of up to 24 characters and publish. Changing it later republishes the site; the old address stops working.',
  },
  {
    title: 'Connecting a domain',
    text: 'Add the DNS records shown in Settings at your registrar. Verification and the secure certificate usually take under an hour, up to 48 hours.',
  },
  {
    title: 'Editors and sharing',
    text: 'Invite editors by e-mail; invitations last 7 days and can be resent. One person edits at a time; another editor can take control after confirming.',
  },
  {
    title: 'Contact form messages',
    text: 'Export the messages your contact form collected as a spreadsheet from Settings.',
  },
  {
    title: 'Deleting your account',
    text: 'Account settings lets you delete your account. It removes every website you own and their addresses, and ends editors’ access.',
  },
];

function SupportPage() {
  return (
    <>
      <Hero
        title="Support"
        lead={
          <>
            Answers to the questions we hear most. Still stuck? Write to{' '}
            <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a> with your website’s
            address and what you were trying to do.
          </>
        }
      />
      <Band id="topics" title="Help topics" tone="tinted">
        <CardGrid cards={topics} />
      </Band>
      <Band id="more" title="More answers">
        <p>
          The <a href="/industries#faq">frequently asked questions</a> cover cost, domains, editing,
          publishing and search engines.
        </p>
      </Band>
    </>
  );
}

/** Support (navbar, spec §2). */
export const page: PageDefinition = {
  head: () => ({
    title: `Support${titleSuffix}`,
    description:
      'Help with building, publishing and editing your Sitewright website: addresses, custom domains, editors, contact form exports and account deletion.',
  }),
  Component: SupportPage,
};

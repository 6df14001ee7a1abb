/**
 * The FAQ of the all-industries page (spec §2). Prices are the spec's (§1): hosting is free, a
 * domain you already own can be connected, purchased domains from $1 per year; other prices are
 * not shown. Limits quoted here are spec §9's.
 */
export const faq: readonly { question: string; answer: string }[] = [
  {
    question: 'How much does a Sitewright website cost?',
    answer:
      'Building and hosting your website is free. If you want your own web address, you can connect a domain you already own at no charge, or buy a new domain from $1 per year.',
  },
  {
    question: 'Can I use a domain I already own?',
    answer:
      'Yes. In the website’s settings, enter your domain and add the DNS records we show you at your domain registrar. We verify ownership and set up a secure certificate; this usually takes under an hour and can take up to 48 hours.',
  },
  {
    question: 'Do I need design or coding skills?',
    answer:
      'No. You answer a few questions about your business, or paste a link to a page you already have, and Sitewright generates the text, images, colours and fonts. You change anything by clicking on it.',
  },
  {
    question: 'Can I edit the website after it is generated?',
    answer:
      'Yes, everything: text in place, images (upload your own or search free photo libraries), the order of sections, colours, fonts, and button and image corners. Drafts save automatically, and you can undo and redo.',
  },
  {
    question: 'How do I publish, and can I change my address later?',
    answer:
      'Choose a web address and press Publish; your site goes live within moments on a fast content network. You can change the address later: the site is republished at the new one and the old address stops working.',
  },
  {
    question: 'Will my website show up on Google?',
    answer:
      'Published sites are fast static pages with a sitemap. You can set the page title and keywords search engines show, connect Google Analytics, and switch search indexing off while you are still working on the site.',
  },
  {
    question: 'Can I build the site from my Facebook, Yelp or Thumbtack page?',
    answer:
      'Yes. Paste the link to your Facebook page, Yelp or Thumbtack profile, GitHub profile or any other public page, and we import your description, services, photos and contact details as the first draft.',
  },
  {
    question: 'How do customers get in touch through my site?',
    answer:
      'Add a contact form and enquiries are collected for you; you can export them as a spreadsheet at any time. You can also add a newsletter sign-up, a scheduling link, your phone number and your social profiles.',
  },
  {
    question: 'Can someone else help me edit?',
    answer:
      'Yes. Invite an editor by e-mail from the share menu. Only one person edits at a time, so nobody’s changes are overwritten; an invitation is valid for 7 days.',
  },
  {
    question: 'How many websites can I have?',
    answer: 'Each account can own up to five websites, and you can be invited to edit up to five more.',
  },
  {
    question: 'My industry is not listed. Can I still use Sitewright?',
    answer:
      'Yes. The industries listed are the ones we have written examples for; the generator works from your own description, so any service business gets copy written about what it actually does.',
  },
];

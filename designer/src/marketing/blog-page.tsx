import type { PageDefinition } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { Hero } from './page-parts.tsx';

/** Blog posts, newest first. Each is an article on the one blog page, with an anchor to link to. */
const posts: readonly { id: string; title: string; paragraphs: readonly string[] }[] = [
  {
    id: 'what-a-service-business-site-needs',
    title: 'What a service business website needs on its first screen',
    paragraphs: [
      'Most visitors arrive on a phone, from a search like “electrician near me”, and decide in seconds. The first screen has to answer three questions: what you do, where you do it, and how to reach you.',
      'Put your trade and your town in the main heading rather than a slogan. Put a phone number or booking button where a thumb can reach it. Then prove it: a few photos of real work and two or three short reviews do more than paragraphs about quality.',
      'Everything else — your story, your team, your full price list — belongs further down, for the visitors who are already interested.',
    ],
  },
  {
    id: 'from-facebook-page-to-website',
    title: 'Turning your Facebook, Yelp or Thumbtack page into a website',
    paragraphs: [
      'If you already have a business page elsewhere, you have most of a website’s content: a description, your services, photos and reviews. Sitewright can start from it. Paste the link and the importer reads the public page, then the generator organises it into sections.',
      'Check two things before you publish. First, the description: listing sites often cut it short, so expand it to a few sentences about who you serve. Second, the photos: imported images are sometimes small, so replace the key ones with originals.',
      'Keep the old page too. Link to it from your site’s footer so customers can leave reviews where they are used to.',
    ],
  },
  {
    id: 'connecting-your-own-domain',
    title: 'Connecting a domain you already own',
    paragraphs: [
      'Every Sitewright site is published on a free address, and you can connect a domain you already own at no cost. You add a couple of DNS records at the company you bought the domain from; we check them, then issue a secure certificate.',
      'The check is usually done within an hour. Certificates can take up to 48 hours, and the settings panel shows each stage as it completes. If something goes wrong, you can re-configure the domain and try again.',
      'Do not have a domain yet? A new one costs from $1 per year.',
    ],
  },
];

function BlogPage() {
  return (
    <>
      <Hero
        title="Blog"
        lead="Practical advice for getting a small service business found and chosen online."
      />
      <div className="posts">
        {posts.map((post) => (
          <article key={post.id} id={post.id} className="post" aria-labelledby={`${post.id}-title`}>
            <h2 id={`${post.id}-title`}>{post.title}</h2>
            {post.paragraphs.map((text) => (
              <p key={text.slice(0, 40)}>{text}</p>
            ))}
          </article>
        ))}
      </div>
    </>
  );
}

/** Blog (navbar, spec §2). */
export const page: PageDefinition = {
  head: () => ({
    title: `Blog${titleSuffix}`,
    description:
      'Advice for small service businesses: what your website needs on its first screen, turning a Facebook or Yelp page into a site, and connecting your domain.',
  }),
  Component: BlogPage,
};

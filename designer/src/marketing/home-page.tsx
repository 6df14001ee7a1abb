import { createFromLink, industry } from '@sitewright/model';

const industryLabel = (slug: string) =>
  slug
    .split('-')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');

/** Home (spec §2 "Marketing screens"): navbar, hero, industry chips and create-from-link entries. */
export function HomePage() {
  return (
    <>
      <header className="navbar">
        <a className="brand" href="/">
          Sitewright
        </a>
        <nav aria-label="Main">
          <ul>
            <li>
              <a href="/business-name-generator">Business name creator</a>
            </li>
            <li>
              <a href="/business-idea-generator">Business idea creator</a>
            </li>
            <li>
              <a href="/google-ad-generator">Google ad creator</a>
            </li>
          </ul>
        </nav>
      </header>
      <main>
        <section className="hero" aria-labelledby="hero-title">
          <h1 id="hero-title">A website for your business, ready in minutes</h1>
          <p>
            Answer a few questions or paste a link to your Facebook, Yelp, Thumbtack or GitHub page.
            Sitewright writes the copy, picks the images, colours and fonts, and hosts your site for free.
          </p>
          <a className="button" href="/onboarding">
            Build your website
          </a>
        </section>
        <section aria-labelledby="from-link-title">
          <h2 id="from-link-title">Start from a page you already have</h2>
          <ul className="chips">
            {createFromLink.options.map((source) => (
              <li key={source}>{source === 'Generic' ? 'Any link' : source}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="industries-title">
          <h2 id="industries-title">Made for service businesses</h2>
          <ul className="chips">
            {industry.options.map((slug) => (
              <li key={slug}>{industryLabel(slug)}</li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="footer">
        <p>Sitewright is open source. Websites are hosted free of charge.</p>
      </footer>
    </>
  );
}

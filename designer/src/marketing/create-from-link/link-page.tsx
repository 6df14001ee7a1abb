import type { PageDefinition, PageProps } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Band, Hero } from '../page-parts.tsx';
import { maxLinkLength } from './check-link.ts';
import { linkPageCopy } from './link-page-copy.ts';
import { type LinkSource, linkSources } from './link-sources.ts';

export { checkLink, maxLinkLength } from './check-link.ts';

const sourceOf = (value: string | undefined): LinkSource =>
  linkSources.find((s) => s.source === value)?.source ?? 'Generic';

function LinkPage({ match }: PageProps) {
  const source = sourceOf(match.params.source);
  const copy = linkPageCopy[source];
  return (
    <>
      <Hero title={copy.title} lead={copy.lead} />
      {/*
        A plain GET form that lands on onboarding with the link filled in. The page is static HTML:
        with JavaScript, the marketing island (`../islands/marketing-islands.ts`, `data-link-form`)
        checks the link first (`checkLink`), shows what is wrong under the field, and sends the
        normalised link.
      */}
      <form className="link-form" action="/onboarding" method="get" data-link-form noValidate>
        <input type="hidden" name="source" value={source} />
        <TextField
          label={copy.fieldLabel}
          hint={copy.findIt}
          name="link"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={copy.placeholder}
          maxLength={maxLinkLength}
          required
        />
        <Button type="submit">Build my website</Button>
      </form>
      <Band id="imports" title="What we import" tone="tinted">
        <ul className="service-list">
          {copy.imports.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>Nothing is published until you review the draft and press Publish.</p>
      </Band>
      <Band id="other-links" title="Start from another page">
        <ul className="link-entries">
          {linkSources
            .filter((s) => s.source !== source)
            .map(({ path, label }) => (
              <li key={path}>
                <a className="link-entry" href={path}>
                  {label}
                </a>
              </li>
            ))}
        </ul>
      </Band>
    </>
  );
}

/** The five create-from-link landing pages (spec §2); the route hands the source as `params.source`. */
export const page: PageDefinition = {
  head: (match) => {
    const copy = linkPageCopy[sourceOf(match.params.source)];
    return { title: `${copy.title}${titleSuffix}`, description: copy.description };
  },
  Component: LinkPage,
};

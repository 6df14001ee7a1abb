import { type FormEvent, useState } from 'react';
import type { PageDefinition, PageProps } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { useRouter } from '../../router/router.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Band, Hero } from '../page-parts.tsx';
import { linkPageCopy } from './link-page-copy.ts';
import { type LinkSource, linkSources, onboardingFromLink } from './link-sources.ts';

/** Spec §9: external URLs are at most 2048 characters. */
export const maxLinkLength = 2048;

/** Checks a pasted link; returns the normalised URL or the message to show. */
export function checkLink(input: string): { link: string } | { error: string } {
  const trimmed = input.trim();
  if (trimmed === '') return { error: 'Paste the link to your page.' };
  if (trimmed.length > maxLinkLength) return { error: `Links can be at most ${maxLinkLength} characters.` };
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.'))
      throw new Error();
    return { link: url.href };
  } catch {
    return { error: 'That does not look like a web address. It should start with https://' };
  }
}

const sourceOf = (value: string | undefined): LinkSource =>
  linkSources.find((s) => s.source === value)?.source ?? 'Generic';

function LinkPage({ match }: PageProps) {
  const source = sourceOf(match.params.source);
  const copy = linkPageCopy[source];
  const { navigate } = useRouter();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLink(value);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    navigate(onboardingFromLink(source, checked.link));
  };

  return (
    <>
      <Hero title={copy.title} lead={copy.lead} />
      {/* Without JavaScript this is a plain GET form that lands on onboarding with the link filled in. */}
      <form className="link-form" action="/onboarding" method="get" onSubmit={onSubmit} noValidate>
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
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
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

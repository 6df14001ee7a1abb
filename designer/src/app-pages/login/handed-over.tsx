const labels = {
  industry: 'Industry',
  link: 'Your page',
  source: 'Imported from',
  name: 'Business name',
} as const;
const keys = Object.keys(labels) as Array<keyof typeof labels>;

/**
 * What a marketing page handed to onboarding (the query contract: industry, link, source, name),
 * read from `next`, shown while the visitor signs in so they see their choice is kept.
 */
export function HandedOver({ next }: { next: string }) {
  const search = new URL(next, 'http://app.invalid').searchParams;
  const details = keys.filter((key) => search.get(key));
  if (details.length === 0) return null;
  return (
    <div className="handed-over-box">
      <p>After signing in you continue building your website with:</p>
      <dl className="handed-over">
        {details.map((key) => (
          <div key={key}>
            <dt>{labels[key]}</dt>
            <dd data-testid={`handed-over-${key}`}>{search.get(key)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

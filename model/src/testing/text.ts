const prose =
  'Sitewright builds honest one-page websites for bakers, plumbers, tutors and every small service business. ';

/** Readable text of exactly `length` characters, for filling fields to their limits. */
export function textOfLength(length: number, seed = prose): string {
  if (length <= 0) return '';
  return seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
}

/** A web address of exactly `length` characters (at least 30). */
export function urlOfLength(length: number): string {
  const base = 'https://example.com/';
  return base + textOfLength(length - base.length, 'a-long-path-segment/');
}

/** An e-mail address of exactly `length` characters (at least 14). */
export function emailOfLength(length: number): string {
  const domain = '@example.com';
  return textOfLength(length - domain.length, 'hello.owner.') + domain;
}

import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { failure, type Result, success } from './result.ts';

/** Spec §5 "External URL": the tooltip for every refusal. */
export const externalUrlMessage = 'Please enter a valid web address';

const schemePattern = /^[a-z][a-z0-9+.-]*:/i;
const dottedHostPattern = /^[^.]+(?:\.[^.]+)+$/;

/**
 * Spec §5: surrounding whitespace is trimmed; a value without a scheme gets `https://` prepended and
 * is lower-cased. A value that already has a scheme is left as typed. Idempotent.
 */
export function normaliseExternalUrl(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '' || schemePattern.test(trimmed)) return trimmed;
  return `https://${trimmed.toLowerCase()}`;
}

/** The authority part as written (between `//` and the first `/`, `?`, `#` or `\`). */
function writtenAuthority(url: string): string {
  const afterScheme = url.slice(url.indexOf(':') + 1).replace(/^[/\\]*/, '');
  return afterScheme.split(/[/?#\\]/, 1)[0] ?? '';
}

/**
 * Checks an external link (spec §5 "External URL") and returns the normalised URL.
 *
 * Empty is allowed (returns `''`). Otherwise the normalised value must be at most 2048 characters,
 * parse as a URL, use http or https, have a dotted host name and no port. The port is judged from the
 * text as written, because the URL parser drops a default port (`https://a.com:443` is refused too).
 * Decisions (spec: "any other form validation: not shown"): a scheme not followed by exactly `//`
 * (`https:site.com`), whitespace or control characters inside the address, and a user name or
 * password before the host (`https://user@site.com`, a phishing
 * pattern no business link needs) are refused.
 */
export function validateExternalUrl(input: string): Result<string> {
  const url = normaliseExternalUrl(input);
  if (url === '') return success('');
  if (url.length > fieldLimits.externalUrl) return failure(externalUrlMessage);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return failure(externalUrlMessage);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return failure(externalUrlMessage);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return failure(externalUrlMessage);
  // The parser forgives `https:site.com` and `https:\\site.com`; a link we store and publish is written out.
  if (!/^https?:\/\/[^/\\]/i.test(url)) return failure(externalUrlMessage);
  const authority = writtenAuthority(url);
  if (authority.includes(':') || authority.includes('@')) return failure(externalUrlMessage);
  if (parsed.port !== '' || parsed.username !== '' || parsed.password !== '') {
    return failure(externalUrlMessage);
  }
  if (!dottedHostPattern.test(parsed.hostname)) return failure(externalUrlMessage);
  return success(url);
}

/** A submitted external link: parsed into its normalised form, or refused with the §5 tooltip. */
export const externalUrlSchema = z.string().transform((input, ctx) => {
  const result = validateExternalUrl(input);
  if (result.ok) return result.value;
  ctx.issues.push({ code: 'custom', message: result.message, input });
  return z.NEVER;
});

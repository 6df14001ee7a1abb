import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The sitemaps.org urlset schema shipped by the npm `sitemap` package. */
export const urlsetXsd = path.join(
  path.dirname(require.resolve('sitemap/package.json')),
  'schema',
  'sitemap.xsd',
);
/** The sitemaps.org sitemap-index schema (see the file's header for why it lives here). */
export const siteindexXsd = fileURLToPath(new URL('./sitemap-schema/siteindex.xsd', import.meta.url));

/** True when `xmllint` (Debian's libxml2-utils) is on the PATH. */
export function hasXmllint(): boolean {
  return spawnSync('xmllint', ['--version']).status === 0;
}

/**
 * What a suite does without xmllint: under CI=true it fails with how to install it; elsewhere it
 * returns the reason to skip.
 */
export function xmllintMissingReason(): string | null {
  if (hasXmllint()) return null;
  const message = 'xmllint is missing: apt-get install -y libxml2-utils';
  if (process.env.CI === 'true') throw new Error(message);
  return message;
}

/** Validates `xml` against an XSD with xmllint; `output` holds xmllint's messages. */
export function validateXml(xml: string, xsdPath: string): { valid: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitewright-xml-'));
  try {
    const file = path.join(dir, 'document.xml');
    writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsdPath, file], { encoding: 'utf8' });
    return { valid: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The marketing pages' pictures of the product (issue 17 item 4): example websites of four trades
 * made by the product itself (onboarding's `POST /api/websites` on the offline generator, published
 * through the api, the live page shot in Chromium) and the designer screen of one of them — real
 * renders, no stock. Written as small AVIF and WebP files (sharp) at the widths the pages ask for,
 * into `designer/public/marketing/`, with `designer/src/marketing/pictures/pictures-index.ts` listing them.
 *
 * Run `node scripts/marketing-pictures.mjs` after changing the generator,
 * the templates or the designer's look; the files are committed, so a build needs no browser.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  createWebsite,
  type JourneyApi,
  keepSession,
  publishThroughApi,
  signIn,
} from '../support/app-journey.ts';
import { repoRoot } from './designer-build.ts';

export const picturesDir = path.join(repoRoot, 'designer', 'public', 'marketing');
export const picturesIndex = path.join(
  repoRoot,
  'designer',
  'src',
  'marketing',
  'pictures',
  'pictures-index.ts',
);

/** The example businesses, one per trade the home page shows. */
export const examples = [
  {
    name: 'example-plumber',
    trade: 'Plumber',
    businessName: 'Rivera Plumbing',
    description: 'Emergency plumbing, leak repairs, water heaters and bathroom refits for homes in the area.',
    location: 'Austin, TX',
  },
  {
    name: 'example-salon',
    trade: 'Hair salon',
    businessName: 'Bloom Hair Studio',
    description: 'A friendly hair salon: cuts, colour, balayage and blow-dries for women, men and children.',
    location: 'Leeds, UK',
    industry: 'hair-styling',
  },
  {
    name: 'example-tutor',
    trade: 'Tutor',
    businessName: 'Bright Path Tutoring',
    description: 'Maths and science tutoring for secondary school students, one to one and in small groups.',
    location: 'Portland, OR',
  },
  {
    name: 'example-clinic',
    trade: 'Medical clinic',
    businessName: 'Harbor Family Clinic',
    description:
      'A family medical clinic with same-day appointments, check-ups, vaccinations and minor injuries.',
    location: 'Halifax, NS',
    industry: 'medical-clinic',
  },
] as const;

/** What a shot is taken at (CSS px, 1×) and the widths it is written at. */
const exampleShot = { viewport: { width: 1200, height: 900 }, widths: [400, 600, 800] };
const designerShot = { viewport: { width: 1440, height: 900 }, widths: [720, 1080, 1440] };

export interface PictureEntry {
  name: string;
  alt: string;
  /** The picture's own aspect: width and height of the largest file. */
  width: number;
  height: number;
  widths: number[];
}

const log = (step: string) => console.log(`marketing pictures: ${step}`);

/** Writes one screenshot as AVIF and WebP at each width; answers its index entry. */
async function writePicture(name: string, alt: string, png: Buffer, widths: number[]): Promise<PictureEntry> {
  const meta = await sharp(png).metadata();
  for (const width of widths) {
    const resized = sharp(png).resize({ width });
    // Effort and quality fixed: the same screenshot always makes the same bytes.
    log(`${name}: ${width} px`);
    await resized
      .clone()
      .avif({ quality: 50, effort: 6 })
      .toFile(path.join(picturesDir, `${name}-${width}.avif`));
    await resized
      .clone()
      .webp({ quality: 72, effort: 6 })
      .toFile(path.join(picturesDir, `${name}-${width}.webp`));
  }
  const largest = widths.at(-1)!;
  return { name, alt, width: largest, height: Math.round((meta.height! * largest) / meta.width!), widths };
}

async function shoot(page: Page): Promise<Buffer> {
  await page.evaluate(() => document.fonts.ready);
  // Every picture in the shot decoded: it never catches a half-loaded page. (Lazy pictures further
  // down never load here, and are not in the shot.)
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .map((image) => image.decode().catch(() => null)),
    ),
  );
  return page.screenshot({ type: 'png' });
}

const exampleAlt = (example: (typeof examples)[number]) =>
  `The ${example.businessName} website Sitewright generated for a ${example.trade.toLowerCase()} in ${example.location}`;

/** An example site's entry from the files an earlier run wrote (`designerOnly`). */
async function writtenEntry(example: (typeof examples)[number]): Promise<PictureEntry> {
  const widths = exampleShot.widths;
  const largest = widths.at(-1)!;
  const meta = await sharp(path.join(picturesDir, `${example.name}-${largest}.webp`)).metadata();
  return { name: example.name, alt: exampleAlt(example), width: largest, height: meta.height!, widths };
}

/**
 * Makes every picture: four published example sites and the designer on the first of them. With
 * `designerOnly`, the example sites' files are kept as an earlier run wrote them and only the
 * designer is shot anew (on a website of the first example's business).
 */
export async function makeMarketingPictures(
  api: JourneyApi,
  browser: Browser,
  { designerOnly = false }: { designerOnly?: boolean } = {},
): Promise<PictureEntry[]> {
  if (!designerOnly) await rm(picturesDir, { recursive: true, force: true });
  await mkdir(picturesDir, { recursive: true });
  await mkdir(path.dirname(picturesIndex), { recursive: true });
  const session = await signIn(api, 'marketing-pictures@example.com');
  const entries: PictureEntry[] = [];
  let designerSite = '';
  if (designerOnly) {
    const [first] = examples;
    const { businessName, description, location } = first;
    designerSite = await createWebsite(api, session, { businessName, description, location });
    for (const example of examples) entries.push(await writtenEntry(example));
  }
  for (const example of designerOnly ? [] : examples) {
    const { businessName, description, location } = example;
    log(`${example.name}: creating`);
    const id = await createWebsite(api, session, {
      businessName,
      description,
      location,
      ...('industry' in example ? { industry: example.industry } : {}),
    });
    designerSite ||= id;
    log(`${example.name}: publishing`);
    const liveUrl = await publishThroughApi(api, session, id, example.name);
    log(`${example.name}: shooting ${liveUrl}`);
    const context = await browser.newContext({ viewport: exampleShot.viewport });
    const page = await context.newPage();
    await page.goto(liveUrl);
    const png = await shoot(page);
    await context.close();
    entries.push(await writePicture(example.name, exampleAlt(example), png, exampleShot.widths));
  }
  log('designer: opening');
  const context = await browser.newContext({ viewport: designerShot.viewport });
  // A session of its own: the browser's refresh token is single-use and must be fresh.
  await keepSession(context, (await signIn(api, 'marketing-pictures@example.com')).refreshToken);
  const page = await context.newPage();
  await page.goto(`${api.base}/designer/${designerSite}`);
  try {
    // A first build of the designer's chunks on a busy machine can take a while.
    await page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 120_000 });
  } catch (error) {
    await page.screenshot({ path: path.join(tmpdir(), 'marketing-pictures-designer-failed.png') });
    throw error;
  }
  log('designer: shooting');
  const png = await shoot(page);
  await context.close();
  entries.unshift(
    await writePicture(
      'designer',
      'The Sitewright designer: the Rivera Plumbing website in the live preview, with the editing panels beside it',
      png,
      designerShot.widths,
    ),
  );
  await writeFile(picturesIndex, indexModule(entries));
  return entries;
}

/** The index as the designer imports it (a module, not JSON: the TypeScript project lists its files). */
export function indexModule(entries: readonly PictureEntry[]): string {
  return [
    '// Written by `node scripts/marketing-pictures.mjs` (tests/src/designer-marketing/marketing-pictures.ts): do not edit.',
    "import type { PictureEntry } from './product-picture.tsx';",
    '',
    '/** The product pictures in `designer/public/marketing/`: the designer first, then the example sites. */',
    `export const pictures: readonly PictureEntry[] = ${JSON.stringify(entries, null, 2)};`,
    '',
  ].join('\n');
}

/** The files the index names, as the folder should hold them. */
export const expectedFiles = (entries: readonly PictureEntry[]) =>
  entries
    .flatMap((entry) => entry.widths.flatMap((w) => [`${entry.name}-${w}.avif`, `${entry.name}-${w}.webp`]))
    .sort();

export const filesInFolder = async () => (await readdir(picturesDir)).sort();

import { image } from '@sitewright/model';
import fc from 'fast-check';
import { brokenJson } from './violations.ts';

/** A valid 1 × 1 PNG, so that a request's only fault is the one the attack puts in. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The upload's `metadata` part, as the api parses it (README "Uploads": strict description and tags). */
const metadata = image.pick({ description: true, tags: true }).partial().strict();

interface Part {
  name: string;
  filename?: string;
  type?: string;
  bytes: Buffer | string;
}

const boundary = 'contract-boundary';

function form(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
      Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const filePart = (bytes: Buffer): Part => ({ name: 'file', filename: 'photo.png', type: 'image/png', bytes });

/** Metadata texts the api must refuse: broken JSON, not an object, wrong types, over limits, unknown fields, NUL. */
const badMetadata = fc
  .oneof(
    brokenJson,
    fc.constantFrom(
      '[]',
      'null',
      '"x"',
      '0',
      '{"description":1}',
      '{"tags":"x"}',
      '{"tags":[1]}',
      '{"alt":"x"}',
      '{"__proto__":{"x":1}}',
      '{"description":"a\\u0000b"}',
      JSON.stringify({ description: 'd'.repeat(513) }),
      JSON.stringify({ tags: Array.from({ length: 33 }, (_, i) => `t${i}`) }),
    ),
  )
  .filter((text) => {
    try {
      return text.includes('\\u0000') || !metadata.safeParse(JSON.parse(text)).success;
    } catch {
      return true;
    }
  });

/**
 * Multipart bodies an upload call must refuse: a bad `metadata` part beside a valid image, a file
 * that is not an image, no file, an unexpected part, a form cut short, a file in place of metadata.
 */
export const multipartViolations: fc.Arbitrary<{ kind: string; boundary: string; body: Buffer }> = fc
  .oneof(
    badMetadata.map((text) => ({
      kind: 'bad metadata',
      body: form([{ name: 'metadata', bytes: text }, filePart(png)]),
    })),
    fc
      .uint8Array({ minLength: 0, maxLength: 256 })
      .map((bytes) => ({ kind: 'not an image', body: form([filePart(Buffer.from(bytes))]) })),
    fc.constant({ kind: 'no file part', body: form([{ name: 'metadata', bytes: '{}' }]) }),
    fc.constant({
      kind: 'unexpected part',
      body: form([filePart(png), { ...filePart(png), name: 'other' }]),
    }),
    fc.integer({ min: 1, max: 120 }).map((cut) => ({
      kind: 'form cut short',
      body: form([filePart(png)]).subarray(0, cut),
    })),
    fc.constant({
      kind: 'metadata sent as a file',
      body: form([
        filePart(png),
        { name: 'metadata', filename: 'm.json', type: 'application/json', bytes: '{"x":1}' },
      ]),
    }),
  )
  .map((attack) => ({ ...attack, boundary }));

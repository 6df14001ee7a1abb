import { createHash } from 'node:crypto';

/**
 * A value that is already JSON text (a stored draft, serialized once and kept): the route helper
 * writes it into the answer unchanged instead of parsing and serializing it again. Only as a
 * top-level field of an object answer; the field's schema sees the instance (an object).
 */
export class JsonText {
  constructor(
    /** Compact JSON, exactly what `JSON.stringify` of the value gives. */
    readonly json: string,
  ) {}

  /** Guards against a `JsonText` nested where the answer writer does not look for it. */
  toJSON(): never {
    throw new Error('JsonText is written only as a top-level field of an answer');
  }
}

/**
 * The JSON of an answer with {@link JsonText} top-level fields spliced in, byte for byte what
 * `JSON.stringify` gives for the same values; undefined when the answer holds none (the caller
 * serializes it as usual).
 */
export function spliceJsonText(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return undefined;
  const entries = Object.entries(answer);
  if (!entries.some(([, value]) => value instanceof JsonText)) return undefined;
  const parts: string[] = [];
  for (const [key, value] of entries) {
    const json = value instanceof JsonText ? value.json : JSON.stringify(value);
    if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${parts.join(',')}}`;
}

/** A kept JSON text as UTF-8 bytes with their SHA-1: made once per {@link JsonText}. */
const keptBytes = new WeakMap<JsonText, { bytes: Buffer; sha1: Buffer }>();

function bytesOf(text: JsonText): { bytes: Buffer; sha1: Buffer } {
  let kept = keptBytes.get(text);
  if (!kept) {
    const bytes = Buffer.from(text.json);
    kept = { bytes, sha1: createHash('sha1').update(bytes).digest() };
    keptBytes.set(text, kept);
  }
  return kept;
}

/**
 * The bytes `spliceJsonText` gives for an answer with {@link JsonText} fields (undefined without
 * any), and their weak ETag in Express's form (`W/"<length>-<sha1>"`). Decision: the SHA-1 is taken
 * over the answer's own fields with each kept text's SHA-1 in its place, so the kept draft (~10 KB)
 * is encoded and hashed once per row version instead of on every call; the ETag still changes
 * with any byte of the answer, and the same answer always has the same ETag.
 */
export function splicedAnswer(answer: unknown): { body: Buffer; etag: string } | undefined {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return undefined;
  const entries = Object.entries(answer);
  if (!entries.some(([, value]) => value instanceof JsonText)) return undefined;
  // The answer's own JSON, cut where each kept text goes: texts.length + 1 pieces.
  const pieces: string[] = [];
  const texts: JsonText[] = [];
  let pending = '{';
  let first = true;
  for (const [key, value] of entries) {
    const json = value instanceof JsonText ? undefined : JSON.stringify(value);
    if (json === undefined && !(value instanceof JsonText)) continue; // as JSON.stringify skips it
    pending += `${first ? '' : ','}${JSON.stringify(key)}:${json ?? ''}`;
    first = false;
    if (value instanceof JsonText) {
      pieces.push(pending);
      texts.push(value);
      pending = '';
    }
  }
  pieces.push(`${pending}}`);
  if (texts.length !== 1) return splice(pieces, texts);
  // One kept text (get-draft): the answer around it is one of a few (callers differ in role and
  // edit control), so the finished bytes are kept with the text.
  const [text] = texts as [JsonText];
  const around = `${pieces[0]}\u0000${pieces[1]}`;
  const made = answersAround.get(text) ?? [];
  const found = made.find((m) => m.around === around);
  if (found) return found;
  const spliced = { around, ...splice(pieces, texts) };
  answersAround.set(text, made);
  made.unshift(spliced);
  made.length = Math.min(made.length, answersKeptPerText);
  return spliced;
}

/** The answers last made around a kept text, newest first: at most {@link answersKeptPerText}. */
const answersAround = new WeakMap<JsonText, { around: string; body: Buffer; etag: string }[]>();
const answersKeptPerText = 4;

/** `pieces[0]`, `texts[0]`, `pieces[1]`, … as bytes, with their ETag (see {@link splicedAnswer}). */
function splice(pieces: readonly string[], texts: readonly JsonText[]): { body: Buffer; etag: string } {
  const chunks: Buffer[] = [];
  const hash = createHash('sha1');
  pieces.forEach((piece, i) => {
    const bytes = Buffer.from(piece);
    chunks.push(bytes);
    hash.update(bytes);
    const text = texts[i];
    if (text) {
      const kept = bytesOf(text);
      chunks.push(kept.bytes);
      hash.update(kept.sha1);
    }
  });
  const body = Buffer.concat(chunks);
  return { body, etag: `W/"${body.length.toString(16)}-${hash.digest('base64').slice(0, 27)}"` };
}

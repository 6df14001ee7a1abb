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

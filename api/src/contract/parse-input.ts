import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';

/** Where a value came from, for the message of a refusal. */
export type InputPart = 'params' | 'query' | 'body';

/**
 * Codes a route gives to a refused field instead of the generic `invalid-request`, keyed by the
 * field's top-level name: `{ email: { code: 'invalid-email', message: 'Invalid email.' } }`.
 * Without `message`, the message is the schema's own (the model's wording).
 */
export type FieldErrors = Readonly<Record<string, { code: string; message?: string }>>;

const bodyMustBeObject = 'The request body must be a JSON object.';

function describePath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : String(key))).join('.');
}

/**
 * zod's own message for an issue, with the field's path in front ("password: Too big: expected
 * string to have <=256 characters"). Used only for issues whose schema gave no message: a message
 * a schema wrote itself (the model's wording, e.g. 'Invalid email') is kept word for word.
 */
const pathedDefaultMessage: z.core.$ZodErrorMap = (issue) => {
  const fallback = z.config().localeError?.(issue);
  const text = typeof fallback === 'string' ? fallback : (fallback?.message ?? 'Invalid value');
  const path = issue.path ?? [];
  return path.length > 0 ? `${describePath(path)}: ${text}` : text;
};

/**
 * The one `{ code, message }` a bad input gets: an unknown field first (the most basic mistake),
 * then the first issue, with the route's {@link FieldErrors} code when it names the field.
 */
export function inputError(part: InputPart, error: z.ZodError, fieldErrors: FieldErrors = {}): ApiError {
  const unknown = error.issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unknown) {
    const where = unknown.path.length > 0 ? ` in ${describePath(unknown.path)}` : '';
    const names = unknown.keys.map((key) => `'${key}'`).join(', ');
    return new ApiError(
      400,
      'unknown-field',
      `Unknown field${unknown.keys.length > 1 ? 's' : ''}${where}: ${names}.`,
    );
  }
  const issue = error.issues[0];
  if (!issue) return new ApiError(400, 'invalid-request', 'The request is not valid.');
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    return new ApiError(
      400,
      'invalid-request',
      part === 'body' ? bodyMustBeObject : `The ${part} are not valid.`,
    );
  }
  const field = issue.path[0];
  const mapped = typeof field === 'string' ? fieldErrors[field] : undefined;
  return new ApiError(400, mapped?.code ?? 'invalid-request', mapped?.message ?? issue.message);
}

/**
 * Where the first text holding U+0000 is (a string or an object key), or undefined. Postgres
 * can store it neither in `text` nor in `jsonb`, and no field of ours means it: it is refused.
 */
export function nulCharacterAt(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  const found = nulPath(value);
  return found && [...path, ...found];
}

/** {@link nulCharacterAt} without a path per node: the path is built only for the one found. */
function nulPath(value: unknown): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      if (!(index in value)) continue;
      const found = nulPath(value[index]);
      if (found) return [index, ...found];
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000')) return [key];
    const found = nulPath((value as Record<string, unknown>)[key]);
    if (found) return [key, ...found];
  }
  return undefined;
}

/**
 * Parses one part of a request with its schema.
 * @throws ApiError 400 `{ code, message }` built by {@link inputError}; 400 for a NUL character.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: InputPart,
  fieldErrors?: FieldErrors,
): z.output<S> {
  const result = schema.safeParse(value, { error: pathedDefaultMessage });
  if (!result.success) throw inputError(part, result.error, fieldErrors);
  const nul = nulCharacterAt(result.data);
  if (nul) {
    const where = nul.length > 0 ? describePath(nul) : part;
    throw new ApiError(400, 'invalid-request', `${where}: must not contain the NUL character.`);
  }
  return result.data;
}

/**
 * Refuses unknown fields at the top level: a plain `z.object` becomes strict; anything else
 * (already strict, a union, a pipe) is returned unchanged. Nested objects keep the strictness
 * their model schema gives them.
 */
export function strictTopLevel<S extends z.ZodType>(schema: S): S {
  if (schema instanceof z.ZodObject && schema.def.catchall === undefined)
    return schema.strict() as unknown as S;
  return schema;
}

/** What a route without a body accepts: nothing, or an empty JSON object. */
export const noBody = z.strictObject({}).optional();

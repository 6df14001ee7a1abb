import type { CopySpec } from '../copy/copy-specs.ts';
import { type JsonSchemaNode, repairToSchema } from '../copy/repair-to-schema.ts';

export type AnswerVerdict<A> = { ok: true; value: A; changes: string[] } | { ok: false; problems: string[] };

/**
 * Reads one answer: parse the JSON, repair what is safe to repair (`repairToSchema`, then the
 * spec's own repairs), then check the schema and the §5 rules. Returns the stored value and what
 * was changed, or the problems to send back to the model.
 */
export function checkAnswer<A>(
  spec: CopySpec<A>,
  content: string,
  count: number,
  full: JsonSchemaNode,
): AnswerVerdict<A> {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [`The answer was not valid JSON (${reason}); answer with JSON only`] };
  }
  const { value, changes } = repairToSchema(json, full);
  const parsed = spec.schema.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`),
    };
  }
  const repaired = spec.repair(parsed.data, count);
  const reparsed = spec.schema.safeParse(repaired);
  const problems = reparsed.success
    ? spec.problems(reparsed.data, count)
    : reparsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (!reparsed.success || problems.length > 0) return { ok: false, problems };
  if (JSON.stringify(reparsed.data) !== JSON.stringify(parsed.data)) {
    changes.push('kept to the sentence, item and uniqueness rules');
  }
  return { ok: true, value: reparsed.data, changes };
}

import { type RewriteAction, type RewriteRequest, rewriteLanguageNames } from '@sitewright/model';
import { z } from 'zod';

/**
 * The prompts of the rewrite actions: one system prompt with the rules every rewrite keeps (the
 * text's facts and nothing more, plain text, the character limit), and one task per action.
 */

/** The answer's shape (structured output): the new text only. */
export const rewriteReply = z.object({
  text: z.string().describe('The new text, plain, ready to replace the original'),
});

/** The JSON Schema sent as `response_format` (strict mode: every property required, no others). */
export function rewriteReplySchema(maxLength: number): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      text: {
        type: 'string',
        description: `The new text, plain, ready to replace the original (at most ${maxLength} characters)`,
      },
    },
    required: ['text'],
    additionalProperties: false,
  };
}

const tasks: Record<RewriteAction, (request: RewriteRequest) => string> = {
  shorter: (r) =>
    `Make the text shorter: keep its meaning and every fact it states, cut repetition and filler. It must be shorter than the original's ${r.text.length} characters.`,
  longer: (r) =>
    `Make the text a little longer (at most ${r.maxLength} characters): say more about what it already says, with more detail in clearer words. Longer than the original's ${r.text.length} characters, but add no fact it does not state.`,
  friendlier: () =>
    'Rewrite the text in a warmer, friendlier tone, the way a friendly local business talks to a neighbour. Same meaning, same facts.',
  moreFormal: () =>
    'Rewrite the text in a more formal, professional tone: no slang or contractions. Same meaning, same facts.',
  fixSpelling: () =>
    'Correct the spelling, grammar and punctuation of the text and nothing else: keep its words, tone and language otherwise as they are. If nothing needs correcting, answer the text unchanged.',
  translate: (r) =>
    `Translate the text into ${rewriteLanguageNames[r.language ?? 'en']}, in the natural words a local business there would use. Keep names of the business, people and places, prices, phone numbers and addresses as they are.`,
};

/** The rules of every rewrite. */
export function rewriteSystemPrompt(request: RewriteRequest): string {
  return [
    "You rewrite one text of a small local business's website, at the owner's request.",
    'Keep every fact the text states, and state no fact it does not: no price, name, number of years, licence, guarantee, award, review or statistic that is not in the text.',
    request.action === 'translate'
      ? 'Write only in the language asked for.'
      : 'Write in the language of the text.',
    'Plain text only: no Markdown, no quotation marks around the answer, no notes or explanations.',
    request.multiline ? 'Keep the paragraphs: separate them with a blank line.' : 'One line: no line breaks.',
    `The new text has at most ${request.maxLength} characters; count before you answer.`,
    'Answer with JSON only, matching the schema.',
  ].join('\n');
}

/** The task and the text. */
export function rewriteUserPrompt(request: RewriteRequest): string {
  return `${tasks[request.action](request)}\n\nThe text:\n${request.text}`;
}

/** Asking again, with what was wrong. */
export const rewriteAskAgain = (problems: readonly string[]) =>
  `That answer cannot be used: ${problems.join('; ')}. Answer again with JSON only.`;

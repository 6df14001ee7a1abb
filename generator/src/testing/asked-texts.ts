import type { StubRequest } from './openai-stub-server.ts';

/** The texts a translate request asked the model for, as its user prompt lists them (JSON after "The texts:"). */
export function askedTexts(request: StubRequest): Array<{ key: string; text: string; maxLength: number }> {
  const content = request.body.messages[1]!.content;
  return JSON.parse(content.slice(content.indexOf('['))) as Array<{
    key: string;
    text: string;
    maxLength: number;
  }>;
}

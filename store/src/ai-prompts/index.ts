/** AI prompts (spec §3 "AIPrompts"): one row per call of the text generator, for support and cost. */
export {
  type AiPromptEntry,
  type AiPromptOutcome,
  recordAiPrompt,
  storedAiPromptOutcome,
} from './ai-prompts.ts';

/**
 * The generator (spec §1, §4, §5): everything that writes a first draft. The AI text generator
 * behind one interface (OpenAI or offline) with the checks that keep every answer within the §5/§9
 * limits, website creation from the onboarding answers, link import (safe fetch, extractors) and
 * image sources. No HTTP routes and no SQL: the api wires routes and stores what it returns.
 */
export type {
  ArticleCopy,
  FaqCopy,
  HeadingsCopy,
  Palette,
  QuoteCopy,
  ReviewCopy,
  ServiceCopy,
  TeamMemberCopy,
} from './copy/copy-shapes.ts';
export { reviewCopy } from './copy/copy-shapes.ts';
export type { WebsiteCopy, WebsiteCopyRequest } from './copy/website-copy-spec.ts';
export { createTextGenerator, type TextGeneratorChoice } from './create-text-generator.ts';
export { GenerationError, type GenerationErrorCode } from './generation-error.ts';
export * from './images/index.ts';
export * from './import/index.ts';
export { classifyIndustry, type IndustryGuess } from './offline/classify.ts';
export { OfflineGenerator } from './offline/offline-generator.ts';
export {
  defaultOpenAiModel,
  OpenAiGenerator,
  type OpenAiGeneratorOptions,
} from './openai/openai-generator.ts';
export { contrastRatio } from './palette/colour-math.ts';
export { completePalette, paletteContrasts, paletteProblems } from './palette/complete-palette.ts';
export {
  type AiPromptRecord,
  type AiPromptRecorder,
  type GenerationOutcome,
  memoryRecorder,
  noRecorder,
} from './record/ai-prompt-recorder.ts';
export * from './rewrite/index.ts';
export type {
  FontPairChoice,
  GenerationBrief,
  GenerationContext,
  TextGenerator,
} from './text-generator.ts';
export * from './translate/index.ts';
export type { ImageKind, ImageSource, ImportedSummary } from './website/creation-inputs.ts';
export type { CreationEvent } from './website/creation-stages.ts';
export {
  type CreatedWebsite,
  type CreationDependencies,
  CreationError,
  type CreationOptions,
  generateWebsite,
} from './website/generate-website.ts';

/**
 * Generation (spec §1, §4, §5): the AI text generator behind one interface (OpenAI or offline),
 * the checks that keep every answer within the §5/§9 limits, the AIPrompts recorder, and website
 * creation from the onboarding answers. Routes are wired elsewhere; they call these functions.
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
export type { WebsiteCopy, WebsiteCopyRequest } from './copy/website-copy-spec.ts';
export { createTextGenerator } from './create-text-generator.ts';
export { GenerationError, type GenerationErrorCode } from './generation-error.ts';
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
  databaseRecorder,
  type GenerationOutcome,
  memoryRecorder,
  noRecorder,
  outcomeColumn,
} from './record/ai-prompt-recorder.ts';
export type {
  FontPairChoice,
  GenerationBrief,
  GenerationContext,
  TextGenerator,
} from './text-generator.ts';
export {
  type CreationAnswers,
  creationAnswers,
  type ImageKind,
  type ImageSource,
  type ImportedSummary,
  ownerService,
} from './website/creation-inputs.ts';
export type { CreationEvent } from './website/creation-stages.ts';
export {
  type CreatedWebsite,
  type CreationDependencies,
  CreationError,
  type CreationOptions,
  generateWebsite,
} from './website/generate-website.ts';
export { isPlaceholderImage, placeholderImage } from './website/placeholder-image.ts';

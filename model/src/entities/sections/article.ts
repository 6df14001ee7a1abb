import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { image } from '../image.ts';
import { sectionBase } from './section-base.ts';

/** Article: a heading, long text (§9 Article heading / content 80 / 5000) and an optional image. */
export const articleSection = z.object({
  type: z.literal('Article'),
  ...sectionBase,
  heading: z.string().max(fieldLimits.articleHeading).describe('Title of the article, 3 to 8 words'),
  content: z
    .string()
    .max(fieldLimits.articleContent)
    .describe('The article text in plain paragraphs separated by blank lines: the story of the business'),
  image: image.optional(),
});
export type ArticleSection = z.infer<typeof articleSection>;

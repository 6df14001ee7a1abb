import { ensureApiBuilt } from '@sitewright/api/testing';
import { ensureDesignerBuilt } from '../designer-marketing/designer-build.ts';

/**
 * Runs once before the `tests` project: builds the designer (with its pre-rendered pages) and the
 * api processes' bundle if their sources changed, so the browser suites and the designer bench find
 * one finished `designer/dist`, and every suite starts the api from `api/dist`.
 */
export default function setup(): void {
  ensureDesignerBuilt();
  ensureApiBuilt();
}

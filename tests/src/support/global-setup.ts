import { ensureDesignerBuilt } from '../designer-marketing/designer-build.ts';

/**
 * Runs once before the `tests` project: builds the designer (with its pre-rendered pages) if its
 * sources changed, so the browser suites and the designer bench find one finished `designer/dist`.
 */
export default function setup(): void {
  ensureDesignerBuilt();
}

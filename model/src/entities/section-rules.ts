import type { z } from 'zod';
import { sectionType } from './enums.ts';
import { maxSectionCount, type SectionCountOptions, sectionDefinitions } from './section-registry.ts';
import type { Section } from './sections/index.ts';

/**
 * The rules a page's list of sections obeys, shared by the draft and the published document:
 * - spec §9 "Section counts": at most `maxSectionCount(type)` of each type;
 * - spec §3: Header and Footer are required, exactly once, Header first and Footer last;
 * - section ids are unique (they are the page's anchors);
 * - header navigation links point at a section of the page whose type allows it.
 * Issues are reported under `sections`, so a form can show them beside the Sections panel.
 */
export function checkSections(
  sections: readonly Section[],
  ctx: z.RefinementCtx,
  options: SectionCountOptions = {},
): void {
  for (const type of sectionType.options) {
    const count = sections.filter((s) => s.type === type).length;
    const { title, required } = sectionDefinitions[type];
    const max = maxSectionCount(type, options);
    if (count > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: `A website can have at most ${max} ${title} section${max === 1 ? '' : 's'}`,
      });
    }
    if (required && count === 0) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: `A website needs a ${title} section` });
    }
  }

  const first = sections[0];
  const last = sections[sections.length - 1];
  if (first && first.type !== 'Header' && sections.some((s) => s.type === 'Header')) {
    ctx.addIssue({ code: 'custom', path: ['sections', 0], message: 'The Header comes first' });
  }
  if (last && last.type !== 'Footer' && sections.some((s) => s.type === 'Footer')) {
    ctx.addIssue({
      code: 'custom',
      path: ['sections', sections.length - 1],
      message: 'The Footer comes last',
    });
  }

  const ids = new Set<string>();
  sections.forEach((s, index) => {
    if (ids.has(s.id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sections', index, 'id'],
        message: `Section id ${s.id} is used twice`,
      });
    }
    ids.add(s.id);
  });

  const byId = new Map(sections.map((s) => [s.id, s]));
  sections.forEach((s, index) => {
    if (s.type !== 'Header') return;
    s.navLinks.forEach((navLink, linkIndex) => {
      const target = byId.get(navLink.sectionId);
      if (!target || !sectionDefinitions[target.type].headerLinkAllowed) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', index, 'navLinks', linkIndex, 'sectionId'],
          message: target
            ? `A ${sectionDefinitions[target.type].title} section cannot be a menu link`
            : 'This menu link points to a section that is not on the page',
        });
      }
    });
  });
}

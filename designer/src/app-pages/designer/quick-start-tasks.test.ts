import type { Image } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { updateTheme } from './document-edits.ts';
import { editorReducer, initialHistory } from './editor-history.ts';
import { quickStartTicks, withQuickStartTasks } from './quick-start-tasks.ts';

const generated = createWebsiteFixture();
const none = { content: false, theme: false, settings: false, publish: false };

describe('quick-start ticks (spec §2 quick-start guide, §3 quickStartTasks)', () => {
  it('a generated draft has no task ticked', () => {
    expect(quickStartTicks(generated)).toEqual(none);
  });

  it('an edit of the sections ticks the words, a theme edit the colours and fonts — each only its own', () => {
    const sections = [...generated.sections].reverse();
    const reordered = withQuickStartTasks(generated, { ...generated, sections });
    expect(quickStartTicks(reordered)).toEqual({ ...none, content: true });
    const themed = withQuickStartTasks(reordered, updateTheme(reordered, { buttonCorners: 'Oval' }));
    expect(quickStartTicks(themed)).toEqual({ ...none, content: true, theme: true });
    // A settings edit (the page title) ticks nothing new and changes nothing more.
    const titled = { ...themed, websiteSettings: { ...themed.websiteSettings, pageTitle: 'Rosa' } };
    expect(withQuickStartTasks(themed, titled)).toBe(titled);
  });

  it('a browser icon ticks the details; a publish (the server sets lastPublishedAt) ticks publishing', () => {
    const icon = { id: 'icon-1' } as unknown as Image;
    const withIcon = { ...generated, websiteSettings: { ...generated.websiteSettings, favIcon: icon } };
    expect(quickStartTicks(withIcon)).toEqual({ ...none, settings: true });
    expect(withQuickStartTasks(generated, withIcon).websiteSettings.quickStartTasks.addedBrowserIcon).toBe(
      true,
    );
    expect(quickStartTicks({ ...generated, lastPublishedAt: '2026-01-02T00:00:00.000Z' })).toEqual({
      ...none,
      publish: true,
    });
  });

  it('the editor records them with the edit, and undo takes them back with it', () => {
    let state = initialHistory(generated);
    state = editorReducer(state, {
      type: 'edit',
      change: (doc) => ({ ...doc, sections: doc.sections.slice(1) }),
    });
    expect(state.present.websiteSettings.quickStartTasks.editedContent).toBe(true);
    state = editorReducer(state, { type: 'undo' });
    expect(state.present).toBe(generated);
    // An edit that changes nothing stays no edit.
    expect(editorReducer(state, { type: 'edit', change: (doc) => doc })).toBe(state);
  });
});

import type { Website } from '@sitewright/model';

/**
 * Records in the draft what the owner has done for the quick-start guide (spec §3
 * `quickStartTasks`), from one edit: `before` → `after`. Sections changed (a text, a picture, an
 * added, removed or moved section) → `editedContent`; the theme changed → `customizedTheme`; a
 * browser icon set → `addedBrowserIcon`. A generated draft has none of them, so the guide ticks a
 * task only once the owner did it. Answers `after` itself when nothing new is recorded.
 */
export function withQuickStartTasks(before: Website, after: Website): Website {
  if (after === before) return after;
  const tasks = after.websiteSettings.quickStartTasks;
  const favIcon = after.websiteSettings.favIcon;
  const done = {
    editedContent: tasks.editedContent || after.sections !== before.sections,
    customizedTheme: tasks.customizedTheme || after.theme !== before.theme,
    addedBrowserIcon:
      tasks.addedBrowserIcon || (favIcon !== null && favIcon !== before.websiteSettings.favIcon),
  };
  if (
    done.editedContent === tasks.editedContent &&
    done.customizedTheme === tasks.customizedTheme &&
    done.addedBrowserIcon === tasks.addedBrowserIcon
  )
    return after;
  return {
    ...after,
    websiteSettings: { ...after.websiteSettings, quickStartTasks: { ...tasks, ...done } },
  };
}

/** The guide's tasks. */
export type QuickStartTaskId = 'content' | 'theme' | 'settings' | 'publish';

/**
 * Each task's tick, from the draft alone: what the owner's edits recorded (`withQuickStartTasks`),
 * a browser icon in place, and a publish (the draft's `lastPublishedAt`, set by the server).
 */
export function quickStartTicks(doc: Website): Record<QuickStartTaskId, boolean> {
  const { quickStartTasks: tasks, favIcon } = doc.websiteSettings;
  return {
    content: tasks.editedContent,
    theme: tasks.customizedTheme,
    settings: tasks.addedBrowserIcon || favIcon !== null,
    publish: tasks.publishedWebsite || doc.lastPublishedAt !== null,
  };
}

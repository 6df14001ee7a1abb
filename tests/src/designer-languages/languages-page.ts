import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Page object: the designer's Languages panel and the preview's language switch. */
export class LanguagesPage {
  constructor(readonly page: Page) {}

  /** Opens the panel from the toolbar's modes. */
  async open(): Promise<void> {
    await this.page
      .getByRole('toolbar', { name: 'Designer mode' })
      .getByRole('button', { name: 'Languages', exact: true })
      .click();
    await this.panel().waitFor();
  }

  panel(): Locator {
    return this.page.getByRole('region', { name: 'Languages', exact: true });
  }

  /** "Add a language": the language chosen, then Add. */
  async add(language: string): Promise<void> {
    await this.panel().getByLabel('Language', { exact: true }).selectOption({ label: language });
    await this.panel().getByRole('button', { name: 'Add', exact: true }).click();
    await this.panel()
      .getByText(/texts? not translated|texts translated/)
      .waitFor();
  }

  /** "N of M texts not translated" (or "All M texts translated") read as numbers. */
  async count(): Promise<{ untranslated: number; total: number }> {
    const line = (await this.panel().locator('.languages-panel__count').textContent()) ?? '';
    const some = /^(\d+) of (\d+) texts? not translated$/.exec(line);
    if (some) return { untranslated: Number(some[1]), total: Number(some[2]) };
    const all = /^All (\d+) texts translated$/.exec(line);
    if (all) return { untranslated: 0, total: Number(all[1]) };
    throw new Error(`The panel's count reads "${line}"`);
  }

  /** Every text field's translation input. */
  fields(): Locator {
    return this.panel().locator('.translation-field');
  }

  /** The fields' marks saying the same thing ('Not translated', 'Out of date — …'). */
  marks(text: string): Locator {
    return this.panel().getByText(text, { exact: true });
  }

  /** A field's translation input, in its group (a section's name, or 'Settings'), by its label there. */
  input(group: string, label: string): Locator {
    return this.panel()
      .getByRole('region', { name: group, exact: true })
      .getByRole('textbox', { name: new RegExp(`^${label} in \\w+$`) });
  }

  /** The whole field around that input: its English words, its mark, the characters left. */
  field(group: string, label: string): Locator {
    return this.panel()
      .getByRole('region', { name: group, exact: true })
      .locator('.translation-field')
      .filter({ has: this.page.getByRole('textbox', { name: new RegExp(`^${label} in \\w+$`) }) });
  }

  /** Waits until the autosave has saved everything typed. */
  async saved(): Promise<void> {
    await expect
      .poll(() => this.page.locator('.designer').getAttribute('data-unsaved'), { timeout: 20_000 })
      .toBe('false');
    await expect.poll(() => this.page.locator('.designer').getAttribute('data-save-state')).toBe('idle');
  }

  previewSwitch(): Locator {
    return this.page.getByRole('toolbar', { name: 'Preview language' });
  }

  async previewIn(language: string): Promise<void> {
    const button = this.previewSwitch().getByRole('button', { name: language, exact: true });
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  }

  preview(): FrameLocator {
    return this.page.frameLocator('iframe[title="Website preview"]');
  }

  previewH1(): Promise<string> {
    return this.preview()
      .locator('h1')
      .first()
      .evaluate((el) => el.textContent ?? '');
  }
}

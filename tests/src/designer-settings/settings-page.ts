import type { Locator, Page } from 'playwright-core';

/** Page object of the designer's Settings panel and the modals it opens. */
export class SettingsPanelPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page
      .getByRole('toolbar', { name: 'Designer mode' })
      .getByRole('button', { name: 'Settings', exact: true })
      .click();
    await this.panel.waitFor();
  }
  get panel(): Locator {
    return this.page.getByRole('region', { name: 'Settings' });
  }
  group(title: string): Locator {
    return this.panel.getByRole('region', { name: title, exact: true });
  }
  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
  publishedState(): Promise<string | null> {
    return this.panel.getByTestId('published-state').textContent();
  }

  /**
   * Publishes (or moves) the website to `handle` through the publish modal and returns the live
   * address the modal shows.
   */
  async publishAt(handle: string, opener: 'Publish' | 'Change address'): Promise<string> {
    await this.group('Web address').getByRole('button', { name: opener, exact: true }).click();
    const dialog = this.dialog('Publish your website');
    await dialog.getByLabel('Web address').fill(handle);
    await dialog.getByText('Web address available').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    const live = dialog.locator('.publish-live a');
    await live.waitFor({ timeout: 60_000 });
    const url = (await live.getAttribute('href')) ?? '';
    return url;
  }
  async closeDialog(name: string | RegExp): Promise<void> {
    await this.dialog(name).getByRole('button', { name: 'Close' }).last().click();
    await this.dialog(name).waitFor({ state: 'hidden' });
  }
}

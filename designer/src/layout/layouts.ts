import type { LayoutName } from '../router/match-route.ts';
import type { LayoutComponent } from '../router/page.ts';
import { MarketingLayout } from './marketing-layout.tsx';

/**
 * The layouts table: the marketing frame ships with the shell; the app frame is its own chunk,
 * loaded with the first app page.
 */
export const layouts: Record<LayoutName, () => Promise<LayoutComponent>> = {
  marketing: async () => MarketingLayout,
  app: async () => (await import('./app-layout.tsx')).AppLayout,
};

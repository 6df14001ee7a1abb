import { createDefaultWebsite, type Website } from '../entities/index.ts';
import { fixtureNow } from './entity-fixtures.ts';

/**
 * A valid draft for tests: Rosa Bakery's default website (the default-on sections) owned by
 * `user-1`, created at `fixtureNow`, with `overrides` applied on top. Overrides are not
 * re-validated, so a test can build an invalid document on purpose.
 */
export function createWebsiteFixture(overrides: Partial<Website> = {}): Website {
  const doc = createDefaultWebsite({
    id: overrides.id ?? 'website-1',
    userId: overrides.userId ?? 'user-1',
    businessName: 'Rosa Bakery',
    description: 'A neighbourhood bakery baking sourdough, pastries and celebration cakes every morning.',
    location: 'Austin, TX',
    industry: 'restaurant',
    contact: {
      email: 'hello@rosabakery.com',
      phone: '+1 512 555 0134',
      address: '1200 E 6th St, Austin, TX',
    },
    now: fixtureNow,
  });
  return { ...doc, ...overrides };
}

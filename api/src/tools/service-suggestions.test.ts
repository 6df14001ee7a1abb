import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';

/** Onboarding's service chips: suggestions for the owner's trade, from their own words. */
describe('POST /api/tools/service-suggestions', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.limiter.reset());

  it("suggests the trade's services, different for different trades, without repeats or prices", async () => {
    const ask = async (description: string) => {
      const answer = await h.post('/api/tools/service-suggestions', { description, location: 'Austin, TX' });
      expect(answer.status).toBe(200);
      return answer.body.services as string[];
    };
    const electrician = await ask('Electrician: rewiring, panel upgrades and EV chargers for homes.');
    const bakery = await ask('A coffee shop with espresso, pastries and sandwiches.');
    expect(electrician).toContain('Panel upgrades');
    expect(electrician.length).toBeGreaterThanOrEqual(3);
    expect(electrician.length).toBeLessThanOrEqual(12);
    expect(new Set(electrician.map((s) => s.toLowerCase())).size).toBe(electrician.length);
    expect(electrician.filter((s) => bakery.includes(s))).toEqual([]);
    for (const s of [...electrician, ...bakery]) expect(s).not.toMatch(/\$|€|£/);
  });

  it('refuses an empty description with 400 and its message', async () => {
    const answer = await h.post('/api/tools/service-suggestions', { description: '  ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'invalid-request', message: 'Description is required.' });
  });
});

import { insertWebsiteWithDraft, uniqueToken } from '@sitewright/store/testing';
import type { AuthHarness, TestResponse } from '../../auth/testing/harness.ts';
import { type LiveEvent, liveChannel } from '../../live/notify.ts';

/** A signed-in person of a collaboration test. */
export interface Person {
  id: string;
  email: string;
  token: string;
}

/**
 * Helpers over the sign-in harness for the collaboration and account suites: people, websites,
 * invitations, and the live events sent to each user.
 */
export interface World {
  person(stem?: string): Promise<Person>;
  /** A new session for `person` (after the clock moved past their access token's 15 minutes). */
  again(person: Person): Promise<Person>;
  website(owner: Person, businessName?: string): Promise<string>;
  invite(owner: Person, websiteId: string, email: string): Promise<TestResponse>;
  accept(person: Person, inviteId: string): Promise<TestResponse>;
  /** A new person invited to `websiteId` by `owner` who accepted: an editor. */
  editor(owner: Person, websiteId: string): Promise<Person & { inviteId: string }>;
  /** The live events sent to `userId` so far. */
  eventsFor(userId: string): LiveEvent[];
  /** Waits (up to 2 s) for a live event of `kind` to reach `userId`. */
  waitForEvent(userId: string, kind: LiveEvent['kind']): Promise<LiveEvent>;
  close(): Promise<void>;
}

/** Builds a {@link World} on a running harness. */
export async function createWorld(h: AuthHarness): Promise<World> {
  const received: { userId: string; event: LiveEvent }[] = [];
  const unlisten = await h.db.listen(liveChannel, (payload) => {
    received.push(JSON.parse(payload) as { userId: string; event: LiveEvent });
  });
  const eventsFor = (userId: string) => received.filter((r) => r.userId === userId).map((r) => r.event);
  const world: World = {
    async person(stem = 'person') {
      const email = `${stem}-${uniqueToken()}@example.com`;
      const session = await h.signIn(email);
      return { id: session.user.id, email, token: session.accessToken };
    },
    async again(person) {
      const session = await h.signIn(person.email);
      return { ...person, token: session.accessToken };
    },
    async website(owner, businessName = 'Harbor Plumbing') {
      const id = `site-${uniqueToken()}`;
      return insertWebsiteWithDraft(h.db, {
        id,
        userId: owner.id,
        draft: { version: '1.0', userId: owner.id, websiteSettings: { id, businessName } },
      });
    },
    invite: (owner, websiteId, email) =>
      h.post('/api/invite/create', { invitedUserEmail: email, websiteId, role: 'Collaborator' }, owner.token),
    accept: (person, inviteId) => h.post(`/api/invite/accept/${inviteId}`, undefined, person.token),
    async editor(owner, websiteId) {
      const person = await world.person('editor');
      const invited = await world.invite(owner, websiteId, person.email);
      if (invited.status !== 201) throw new Error(`invite failed: ${invited.text}`);
      const accepted = await world.accept(person, invited.body.invite.id);
      if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.text}`);
      return { ...person, inviteId: invited.body.invite.id };
    },
    eventsFor,
    async waitForEvent(userId, kind) {
      for (let waited = 0; waited < 2000; waited += 20) {
        const found = eventsFor(userId).find((event) => event.kind === kind);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no ${kind} event for ${userId}`);
    },
    close: () => unlisten(),
  };
  return world;
}

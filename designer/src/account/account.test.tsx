import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ListedWebsite } from '../app-pages/designer/websites-api.ts';
import { AccountDeletion, deletionMessages } from './account-deletion.tsx';
import {
  atWebsiteLimit,
  deletionFeedbackMax,
  deletionReasons,
  groupWebsites,
  signInMethodLabel,
  websiteLimitMessage,
} from './account-rules.ts';
import { WebsiteLimitModal } from './website-limit-modal.tsx';

const listed = (draftId: string, role: ListedWebsite['role']): ListedWebsite => ({
  draftId,
  role,
  publishedHandle: null,
  businessName: draftId,
  createdAt: '2025-01-01T00:00:00.000Z',
  modifiedAt: '2025-01-01T00:00:00.000Z',
  lastDesignedAt: null,
  favicon: null,
  liveUrl: null,
});

describe('account rules', () => {
  it('lists the spec §3 deletion feedback reasons in order, with the §9 text limit', () => {
    expect(deletionReasons).toEqual([
      'Just trying it out',
      'Found a better alternative',
      'Missing desired features',
      'Technical issues',
      'Other',
    ]);
    expect(deletionFeedbackMax).toBe(1000);
  });

  it("uses spec §8's website-limit wording", () => {
    expect(websiteLimitMessage).toBe('Maximum allowed website limit exceeded');
  });

  it('splits the websites list into own and shared, keeping the api order (spec §2 user menu)', () => {
    const { owned, shared } = groupWebsites([
      listed('a', 'Owner'),
      listed('b', 'Editor'),
      listed('c', 'Owner'),
    ]);
    expect(owned.map((w) => w.draftId)).toEqual(['a', 'c']);
    expect(shared.map((w) => w.draftId)).toEqual(['b']);
  });

  it('is at the limit when the owned count reaches it (spec §5 creating a website)', () => {
    const counts = { ownedWebsites: 4, ownedWebsiteLimit: 5, sharedWebsites: 0, sharedWebsiteLimit: 5 };
    expect(atWebsiteLimit(counts)).toBe(false);
    expect(atWebsiteLimit({ ...counts, ownedWebsites: 5 })).toBe(true);
  });

  it('names every sign-in method', () => {
    expect(signInMethodLabel('password')).toBe('E-mail and password');
    expect(signInMethodLabel('google')).toBe('Google');
    expect(signInMethodLabel('email')).toBe('E-mailed link or one-time code');
  });
});

describe('account modals', () => {
  it('renders the website-limit modal with the §8 message and the counts', () => {
    const html = renderToStaticMarkup(
      <WebsiteLimitModal
        counts={{ ownedWebsites: 5, ownedWebsiteLimit: 5, sharedWebsites: 0, sharedWebsiteLimit: 5 }}
        onClose={() => undefined}
      />,
    );
    expect(html).toContain('Maximum allowed website limit exceeded');
    expect(html).toContain('You own 5 of the 5 websites');
  });

  it('starts deletion with the feedback stage: five reasons and a 1000-character text', () => {
    const html = renderToStaticMarkup(<AccountDeletion onClose={() => undefined} />);
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html).toContain('maxLength="1000"');
    expect(html).toContain('Why are you deleting your account?');
    expect(deletionMessages.reasonRequired).toBe('Please choose a reason for deleting your account.');
  });
});

import { errorCatalogue } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { addEditorMessage, confirmCopy, invitationSentToast } from './share-messages.ts';

describe('share modal messages', () => {
  it("answers every row of the add-editor decision table (spec §4), with 'Invitation sent' when mailed", () => {
    const email = 'editor@example.com';
    expect(addEditorMessage('created', email)).toEqual({ text: `Invitation sent to ${email}.`, sent: true });
    expect(addEditorMessage('resent', email).sent).toBe(true);
    expect(addEditorMessage('replaced', email).sent).toBe(true);
    expect(addEditorMessage('own-email', email).sent).toBe(false);
    expect(addEditorMessage('already-editor', email)).toEqual({
      text: `${email} is already an editor of this website.`,
      sent: false,
    });
  });

  it("uses spec §8's success toast word for word", () => {
    expect(invitationSentToast).toBe('Invitation sent');
    expect(Object.keys(errorCatalogue)).toContain('invite-limit-reached');
  });

  it("confirms 'Make owner', 'Remove' and 'Remove Self' before they run (spec §4, §6)", () => {
    const editor = { invitedUserEmail: 'ed@example.com', state: 'Accepted' } as const;
    expect(confirmCopy('transfer', editor)).toMatchObject({
      title: 'Make ed@example.com the owner?',
      action: 'Make owner',
    });
    expect(confirmCopy('transfer', editor).text).toContain('cannot be undone');
    expect(confirmCopy('remove', editor)).toMatchObject({
      title: 'Remove ed@example.com?',
      action: 'Remove editor',
    });
    expect(confirmCopy('remove', editor).text).toContain('can no longer edit this website');
    expect(confirmCopy('remove', { ...editor, state: 'Pending' })).toMatchObject({
      title: 'Withdraw the invitation to ed@example.com?',
      action: 'Withdraw invitation',
    });
    expect(confirmCopy('remove-self', editor).action).toBe('Remove Self');
  });
});

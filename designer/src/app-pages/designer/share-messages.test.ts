import { errorCatalogue } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { addEditorMessage, invitationSentToast } from './share-messages.ts';

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
});

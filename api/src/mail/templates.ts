import type { EmailContent } from './compose.ts';

/** The sign-in e-mails. Each states how long it is valid and what to do if it was not asked for. */

const notYou = 'If you did not ask for this, you can ignore this e-mail: nobody can sign in without it.';

/** The one-time code e-mail (spec §1, §5: 6 digits). */
export function oneTimeCodeEmail(code: string, validMinutes: number): EmailContent {
  return {
    subject: `Your Sitewright sign-in code is ${code}`,
    heading: 'Your sign-in code',
    paragraphs: [`Enter this code to sign in to Sitewright. It expires in ${validMinutes} minutes.`],
    code,
    footer: [notYou],
  };
}

/** The magic-link e-mail (spec §1). The link works once, in the browser that asked for it. */
export function magicLinkEmail(url: string, validMinutes: number): EmailContent {
  return {
    subject: 'Sign in to Sitewright',
    heading: 'Sign in to Sitewright',
    paragraphs: [
      `Click the button to sign in. The link works once, for ${validMinutes} minutes, and only in the browser where you asked for it.`,
    ],
    action: { label: 'Sign in to Sitewright', url },
    footer: [notYou],
  };
}

/** The verification e-mail sent after a password sign-up or an e-mail change (spec §1, §3). */
export function verificationEmail(url: string, validHours: number): EmailContent {
  return {
    subject: 'Verify your e-mail for Sitewright',
    heading: 'Verify your e-mail address',
    paragraphs: [`Confirm that this address is yours. The link is valid for ${validHours} hours.`],
    action: { label: 'Verify my e-mail', url },
    footer: ['If you did not create a Sitewright account, you can ignore this e-mail.'],
  };
}

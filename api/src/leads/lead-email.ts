import type { UnnotifiedMessage } from '@sitewright/store';
import type { EmailContent } from '../mail/index.ts';

/** Text from a visitor or a user made safe for a subject line: one line, bounded. */
function oneLine(value: string, max: number): string {
  const flat = value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Where the member reads their leads: `${APP_URL}/designer/{websiteId}/leads`. */
export function leadsInboxUrl(appUrl: string, websiteId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/designer/${encodeURIComponent(websiteId)}/leads`;
}

/** A message's answers as lines (`Title: answer`), each bounded (the inbox has the whole message). */
function answerLines(message: UnnotifiedMessage, maxAnswer: number): string[] {
  return Object.entries(message.fields)
    .filter(([, answer]) => answer !== '')
    .map(([title, answer]) => {
      const text = answer.length > maxAnswer ? `${answer.slice(0, maxAnswer - 1)}…` : answer;
      return `${oneLine(title, 80)}: ${text}`;
    });
}

const footer = [
  'You get this e-mail because you are a member of this website on Sitewright and lead e-mails are on for you. ' +
    'Turn them off in the inbox (“E-mail me each new message”).',
];

/** The e-mail for one new contact message: its answers, and a link to the inbox. */
export function newMessageEmail(input: {
  websiteName: string;
  message: UnnotifiedMessage;
  inboxUrl: string;
}): EmailContent {
  const site = oneLine(input.websiteName, 80);
  return {
    subject: oneLine(`New message from your website ${site}`, 150),
    heading: 'A visitor sent you a message',
    paragraphs: [
      `Someone filled in the contact form on ${site} (${input.message.at.toISOString()}):`,
      ...answerLines(input.message, 2000),
    ],
    action: { label: 'Open the inbox', url: input.inboxUrl },
    footer,
  };
}

/**
 * The digest: several messages in one e-mail, sent instead of one each once more than
 * `leadMailRate.messages` arrived within `leadMailRate.windowMs` (docs/decisions/leads.md).
 */
export function digestEmail(input: {
  websiteName: string;
  messages: readonly UnnotifiedMessage[];
  inboxUrl: string;
}): EmailContent {
  const site = oneLine(input.websiteName, 80);
  const shown = input.messages.slice(0, 20);
  return {
    subject: oneLine(`${input.messages.length} new messages from your website ${site}`, 150),
    heading: `${input.messages.length} new messages`,
    paragraphs: [
      `Visitors filled in the contact form on ${site} ${input.messages.length} times. So that your mailbox is not flooded, they come together in this e-mail.`,
      ...shown.flatMap((m, i) => [`${i + 1}. ${m.at.toISOString()}`, ...answerLines(m, 300)]),
      ...(input.messages.length > shown.length
        ? [`… and ${input.messages.length - shown.length} more in the inbox.`]
        : []),
    ],
    action: { label: 'Open the inbox', url: input.inboxUrl },
    footer,
  };
}

import { cookieBannerDefaults } from '../limits/index.ts';
import type { SecondLanguageCode, Translation } from './site-language.ts';
import { textFields } from './text-fields.ts';
import type { Website } from './website.ts';

// A module of its own: the designer loads these words only with its Languages panel, not with
// every first visit (a bundle keeps a whole module wherever any of it is used).

/**
 * The words the product itself writes into a new site (cookie banner, contact form, newsletter box),
 * in each second language: translating such a field needs no AI and no owner — `knownTranslation`
 * answers it. Each fits its field's limit (`site-language.test.ts` checks it).
 */
const knownCopy: Record<string, Record<SecondLanguageCode, string>> = {
  [cookieBannerDefaults.primaryText]: {
    es: 'Este sitio web utiliza cookies',
    fr: 'Ce site utilise des cookies',
    de: 'Diese Website verwendet Cookies',
    pt: 'Este site utiliza cookies',
    it: 'Questo sito utilizza i cookie',
    nl: 'Deze website gebruikt cookies',
  },
  [cookieBannerDefaults.acceptButtonText]: {
    es: 'Aceptar',
    fr: 'Accepter',
    de: 'Akzeptieren',
    pt: 'Aceitar',
    it: 'Accetta',
    nl: 'Accepteren',
  },
  [cookieBannerDefaults.rejectButtonText]: {
    es: 'Rechazar',
    fr: 'Refuser',
    de: 'Ablehnen',
    pt: 'Rejeitar',
    it: 'Rifiuta',
    nl: 'Weigeren',
  },
  Name: { es: 'Nombre', fr: 'Nom', de: 'Name', pt: 'Nome', it: 'Nome', nl: 'Naam' },
  Email: { es: 'Correo electrónico', fr: 'E-mail', de: 'E-Mail', pt: 'E-mail', it: 'Email', nl: 'E-mail' },
  Message: { es: 'Mensaje', fr: 'Message', de: 'Nachricht', pt: 'Mensagem', it: 'Messaggio', nl: 'Bericht' },
  'Send message': {
    es: 'Enviar mensaje',
    fr: 'Envoyer',
    de: 'Nachricht senden',
    pt: 'Enviar mensagem',
    it: 'Invia messaggio',
    nl: 'Bericht versturen',
  },
  "Thank you! Your message has been sent and we'll get back to you soon.": {
    es: '¡Gracias! Hemos recibido tu mensaje y te responderemos pronto.',
    fr: 'Merci ! Votre message a bien été envoyé, nous vous répondrons rapidement.',
    de: 'Vielen Dank! Ihre Nachricht wurde gesendet, wir melden uns in Kürze.',
    pt: 'Obrigado! A sua mensagem foi enviada e responderemos em breve.',
    it: 'Grazie! Il tuo messaggio è stato inviato, ti risponderemo presto.',
    nl: 'Bedankt! Je bericht is verzonden, we nemen snel contact met je op.',
  },
  'Your email address': {
    es: 'Tu correo electrónico',
    fr: 'Votre adresse e-mail',
    de: 'Ihre E-Mail-Adresse',
    pt: 'O seu e-mail',
    it: 'Il tuo indirizzo email',
    nl: 'Je e-mailadres',
  },
  Subscribe: {
    es: 'Suscribirse',
    fr: "S'abonner",
    de: 'Abonnieren',
    pt: 'Subscrever',
    it: 'Iscriviti',
    nl: 'Aanmelden',
  },
};

/** The product's own translation of words it wrote itself (see `knownCopy`); undefined for the owner's words. */
export function knownTranslation(text: string, code: SecondLanguageCode): string | undefined {
  return knownCopy[text]?.[code];
}

/** Every English text `knownTranslation` answers (for tests and the designer's hints). */
export const knownCopyTexts: readonly string[] = Object.keys(knownCopy);

/**
 * The translations the product can write itself into a second language: the words it put in the
 * site (cookie banner, contact form, newsletter box) still unchanged and not yet translated.
 */
export function knownTranslations(
  doc: Pick<Website, 'sections' | 'websiteSettings'>,
  code: SecondLanguageCode,
): Record<string, Translation> {
  const found: Record<string, Translation> = {};
  for (const field of textFields(doc)) {
    const text = knownTranslation(field.text, code);
    if (text !== undefined) found[field.key] = { source: field.text, text };
  }
  return found;
}

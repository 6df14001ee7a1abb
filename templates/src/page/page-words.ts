import type { SiteLanguage } from '@sitewright/model';
import type { RenderContext } from '../render-context.ts';

/**
 * The words the templates write themselves (never the owner's): labels a screen reader reads,
 * the skip link, the badge, the form scripts' messages where a form has no language of its own.
 * A page in a second language writes them in that language; the first-language page's English
 * words are the ones the page always had.
 */
export interface PageWords {
  skipToContent: string;
  /** The mobile menu toggle's label. */
  menu: string;
  /** The header's `<nav>` label. */
  mainNav: string;
  /** The footer's links `<nav>` label. */
  footerNav: string;
  /** The language switch's `<nav>` label. */
  languageNav: string;
  socialMedia: string;
  /** The footer's "More" disclosure, and what it is more of (read by screen readers only). */
  more: string;
  moreSocialMedia: string;
  /** A carousel or grid of pictures without a heading. */
  gallery: string;
  previousImage: string;
  nextImage: string;
  /** A video player's title when its section has no heading. */
  video: string;
  /** A link to a video page whose label is empty. */
  watchVideo: string;
  cookieConsent: string;
  /** The honeypot's label (hidden from everyone but bots). */
  honeypot: string;
  madeWith: string;
  /** The form scripts' messages (`data-sw-msg-*`): a valid e-mail, a required field, a failed send. */
  emailInvalid: string;
  fieldRequired: string;
  contactFailed: string;
  newsletterFailed: string;
  newsletterSuccess: string;
}

/** Each site language's words. English is what the page writes without a second language. */
export const pageWords: Record<SiteLanguage, PageWords> = {
  en: {
    skipToContent: 'Skip to content',
    menu: 'Menu',
    mainNav: 'Main',
    footerNav: 'Footer',
    languageNav: 'Language',
    socialMedia: 'Social media',
    more: 'More',
    moreSocialMedia: ' social media',
    gallery: 'Gallery',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    video: 'Video',
    watchVideo: 'Watch the video',
    cookieConsent: 'Cookie consent',
    honeypot: 'Leave this field empty',
    madeWith: 'Made with Sitewright',
    // spec §5 gives this one word for word.
    emailInvalid: 'Please enter a valid email address',
    fieldRequired: 'Please fill in this field',
    contactFailed: 'Sorry, your message could not be sent. Please try again.',
    newsletterFailed: 'Sorry, we could not sign you up. Please try again.',
    newsletterSuccess: "Thank you for subscribing! You're on the list.",
  },
  es: {
    skipToContent: 'Ir al contenido',
    menu: 'Menú',
    mainNav: 'Principal',
    footerNav: 'Pie de página',
    languageNav: 'Idioma',
    socialMedia: 'Redes sociales',
    more: 'Más',
    moreSocialMedia: ' redes sociales',
    gallery: 'Galería',
    previousImage: 'Imagen anterior',
    nextImage: 'Imagen siguiente',
    video: 'Vídeo',
    watchVideo: 'Ver el vídeo',
    cookieConsent: 'Consentimiento de cookies',
    honeypot: 'Deja este campo vacío',
    madeWith: 'Hecho con Sitewright',
    emailInvalid: 'Introduce una dirección de correo electrónico válida',
    fieldRequired: 'Completa este campo',
    contactFailed: 'Lo sentimos, no se pudo enviar. Inténtalo de nuevo.',
    newsletterFailed: 'Lo sentimos, no pudimos suscribirte. Inténtalo de nuevo.',
    newsletterSuccess: '¡Gracias por suscribirte! Ya estás en la lista.',
  },
  fr: {
    skipToContent: 'Aller au contenu',
    menu: 'Menu',
    mainNav: 'Principale',
    footerNav: 'Pied de page',
    languageNav: 'Langue',
    socialMedia: 'Réseaux sociaux',
    more: 'Plus',
    moreSocialMedia: ' de réseaux sociaux',
    gallery: 'Galerie',
    previousImage: 'Image précédente',
    nextImage: 'Image suivante',
    video: 'Vidéo',
    watchVideo: 'Voir la vidéo',
    cookieConsent: 'Consentement aux cookies',
    honeypot: 'Laissez ce champ vide',
    madeWith: 'Créé avec Sitewright',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    fieldRequired: 'Veuillez remplir ce champ',
    contactFailed: "Désolé, l'envoi a échoué. Veuillez réessayer.",
    newsletterFailed: "Désolé, l'inscription a échoué. Veuillez réessayer.",
    newsletterSuccess: 'Merci de votre inscription ! Vous êtes sur la liste.',
  },
  de: {
    skipToContent: 'Zum Inhalt springen',
    menu: 'Menü',
    mainNav: 'Hauptmenü',
    footerNav: 'Fußzeile',
    languageNav: 'Sprache',
    socialMedia: 'Soziale Medien',
    more: 'Mehr',
    moreSocialMedia: ' soziale Medien',
    gallery: 'Galerie',
    previousImage: 'Vorheriges Bild',
    nextImage: 'Nächstes Bild',
    video: 'Video',
    watchVideo: 'Video ansehen',
    cookieConsent: 'Cookie-Einwilligung',
    honeypot: 'Dieses Feld leer lassen',
    madeWith: 'Erstellt mit Sitewright',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    fieldRequired: 'Bitte füllen Sie dieses Feld aus',
    contactFailed: 'Das Senden ist leider fehlgeschlagen. Bitte versuchen Sie es erneut.',
    newsletterFailed: 'Die Anmeldung ist leider fehlgeschlagen. Bitte versuchen Sie es erneut.',
    newsletterSuccess: 'Danke für Ihre Anmeldung! Sie stehen auf der Liste.',
  },
  pt: {
    skipToContent: 'Saltar para o conteúdo',
    menu: 'Menu',
    mainNav: 'Principal',
    footerNav: 'Rodapé',
    languageNav: 'Idioma',
    socialMedia: 'Redes sociais',
    more: 'Mais',
    moreSocialMedia: ' redes sociais',
    gallery: 'Galeria',
    previousImage: 'Imagem anterior',
    nextImage: 'Imagem seguinte',
    video: 'Vídeo',
    watchVideo: 'Ver o vídeo',
    cookieConsent: 'Consentimento de cookies',
    honeypot: 'Deixe este campo vazio',
    madeWith: 'Feito com Sitewright',
    emailInvalid: 'Introduza um endereço de e-mail válido',
    fieldRequired: 'Preencha este campo',
    contactFailed: 'Lamentamos, não foi possível enviar. Tente novamente.',
    newsletterFailed: 'Lamentamos, não foi possível fazer a subscrição. Tente novamente.',
    newsletterSuccess: 'Obrigado pela subscrição! Já está na lista.',
  },
  it: {
    skipToContent: 'Vai al contenuto',
    menu: 'Menu',
    mainNav: 'Principale',
    footerNav: 'Piè di pagina',
    languageNav: 'Lingua',
    socialMedia: 'Social media',
    more: 'Altro',
    moreSocialMedia: ' social media',
    gallery: 'Galleria',
    previousImage: 'Immagine precedente',
    nextImage: 'Immagine successiva',
    video: 'Video',
    watchVideo: 'Guarda il video',
    cookieConsent: 'Consenso ai cookie',
    honeypot: 'Lascia vuoto questo campo',
    madeWith: 'Realizzato con Sitewright',
    emailInvalid: 'Inserisci un indirizzo email valido',
    fieldRequired: 'Compila questo campo',
    contactFailed: 'Spiacenti, invio non riuscito. Riprova.',
    newsletterFailed: 'Spiacenti, iscrizione non riuscita. Riprova.',
    newsletterSuccess: 'Grazie per esserti iscritto! Sei nella lista.',
  },
  nl: {
    skipToContent: 'Naar de inhoud',
    menu: 'Menu',
    mainNav: 'Hoofdmenu',
    footerNav: 'Voettekst',
    languageNav: 'Taal',
    socialMedia: 'Sociale media',
    more: 'Meer',
    moreSocialMedia: ' sociale media',
    gallery: 'Galerij',
    previousImage: 'Vorige afbeelding',
    nextImage: 'Volgende afbeelding',
    video: 'Video',
    watchVideo: 'Bekijk de video',
    cookieConsent: 'Toestemming voor cookies',
    honeypot: 'Laat dit veld leeg',
    madeWith: 'Gemaakt met Sitewright',
    emailInvalid: 'Vul een geldig e-mailadres in',
    fieldRequired: 'Vul dit veld in',
    contactFailed: 'Sorry, je bericht kon niet worden verzonden. Probeer het opnieuw.',
    newsletterFailed: 'Sorry, we konden je niet aanmelden. Probeer het opnieuw.',
    newsletterSuccess: 'Bedankt voor je aanmelding! Je staat op de lijst.',
  },
};

/** The words of the page being rendered, in its language. */
export const wordsOf = (ctx: RenderContext): PageWords => pageWords[ctx.language];

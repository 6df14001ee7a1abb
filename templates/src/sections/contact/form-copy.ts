import {
  type ContactForm,
  type ContactFormField,
  contactFormCopy,
  emailMessages,
  type FormLanguage,
  formLanguage,
} from '@sitewright/model';
import { wordsOf } from '../../page/page-words.ts';
import type { RenderContext } from '../../render-context.ts';

/** The words the form's script shows, in the form's language (`data-sw-msg-*`, templates/README). */
export interface FormMessages {
  /** BCP 47 code for the form's `lang`. */
  lang: string;
  email: string;
  required: string;
  failed: string;
}

/** Spec §5 gives the English e-mail message word for word; the rest, and the translations, are ours. */
export const formMessages: Record<FormLanguage, FormMessages> = {
  English: {
    lang: 'en',
    email: emailMessages.contactForm,
    required: 'Please fill in this field',
    failed: 'Sorry, your message could not be sent. Please try again.',
  },
  Spanish: {
    lang: 'es',
    email: 'Introduce una dirección de correo electrónico válida',
    required: 'Completa este campo',
    failed: 'Lo sentimos, no se pudo enviar. Inténtalo de nuevo.',
  },
  French: {
    lang: 'fr',
    email: 'Veuillez saisir une adresse e-mail valide',
    required: 'Veuillez remplir ce champ',
    failed: "Désolé, l'envoi a échoué. Veuillez réessayer.",
  },
  Italian: {
    lang: 'it',
    email: 'Inserisci un indirizzo email valido',
    required: 'Compila questo campo',
    failed: 'Spiacenti, invio non riuscito. Riprova.',
  },
  German: {
    lang: 'de',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    required: 'Bitte füllen Sie dieses Feld aus',
    failed: 'Das Senden ist leider fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  Japanese: {
    lang: 'ja',
    email: '有効なメールアドレスを入力してください',
    required: 'この項目を入力してください',
    failed: '送信できませんでした。もう一度お試しください。',
  },
  Korean: {
    lang: 'ko',
    email: '올바른 이메일 주소를 입력하세요',
    required: '이 항목을 입력하세요',
    failed: '전송하지 못했습니다. 다시 시도해 주세요.',
  },
};

/** The script's messages in the page's language (`pageWords`), for a form without a language of its own. */
export function pageFormMessages(ctx: RenderContext): FormMessages {
  const words = wordsOf(ctx);
  return {
    lang: ctx.language,
    email: words.emailInvalid,
    required: words.fieldRequired,
    failed: words.contactFailed,
  };
}

type CopyKey = 'name' | 'email' | 'message' | 'submit' | 'success';

/**
 * The text to show for one of the form's words. A text still equal to the default wording of any
 * form language was never customised by the owner, so it follows the form's language: switching a
 * form to German turns 'Email' into 'E-Mail'. A customised text is shown as the owner wrote it.
 */
function localised(text: string, key: CopyKey, language: FormLanguage): string {
  const isDefault = formLanguage.options.some((l) => contactFormCopy[l][key] === text);
  return isDefault ? contactFormCopy[language][key] : text;
}

/** A field's label: its custom title, or the form language's wording for name, email and message. */
export const fieldLabel = (field: ContactFormField, language: FormLanguage) =>
  field.role === 'custom' ? field.title : localised(field.title, field.role, language);

export const submitLabel = (form: ContactForm) => localised(form.submitButton.label, 'submit', form.language);
export const successMessage = (form: ContactForm) => localised(form.successMessage, 'success', form.language);

import type { FormLanguage } from '../enums.ts';

/** The words of a contact form in one of its 7 languages. */
export interface ContactFormCopy {
  name: string;
  email: string;
  message: string;
  submit: string;
  success: string;
}

/**
 * Default titles of the three required fields, the submit label and the success message in each
 * form language (spec §3 "Form languages"). Every string fits its §9 limit (title 40, button
 * label 28, success message 128); `contact.test.ts` checks it.
 */
export const contactFormCopy: Record<FormLanguage, ContactFormCopy> = {
  English: {
    name: 'Name',
    email: 'Email',
    message: 'Message',
    submit: 'Send message',
    success: "Thank you! Your message has been sent and we'll get back to you soon.",
  },
  Spanish: {
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    submit: 'Enviar mensaje',
    success: '¡Gracias! Hemos recibido tu mensaje y te responderemos pronto.',
  },
  French: {
    name: 'Nom',
    email: 'E-mail',
    message: 'Message',
    submit: 'Envoyer',
    success: 'Merci ! Votre message a bien été envoyé, nous vous répondrons rapidement.',
  },
  Italian: {
    name: 'Nome',
    email: 'Email',
    message: 'Messaggio',
    submit: 'Invia messaggio',
    success: 'Grazie! Il tuo messaggio è stato inviato, ti risponderemo presto.',
  },
  German: {
    name: 'Name',
    email: 'E-Mail',
    message: 'Nachricht',
    submit: 'Nachricht senden',
    success: 'Vielen Dank! Ihre Nachricht wurde gesendet, wir melden uns in Kürze.',
  },
  Japanese: {
    name: 'お名前',
    email: 'メールアドレス',
    message: 'メッセージ',
    submit: '送信する',
    success: 'お問い合わせありがとうございます。担当者より折り返しご連絡いたします。',
  },
  Korean: {
    name: '이름',
    email: '이메일',
    message: '메시지',
    submit: '보내기',
    success: '감사합니다! 메시지가 전송되었습니다. 곧 연락드리겠습니다.',
  },
};

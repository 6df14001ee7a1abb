/**
 * Leads (`customer_contact_forms`, `newsletter_subscriptions`): what visitors send through a
 * published site's forms, and the documents those forms are read from.
 */
export {
  findContactFormDocument,
  findPublishedFormsSite,
  type PublishedFormsSite,
} from './form-documents.ts';
export {
  type ContactMessage,
  listContactMessages,
  listNewsletterSubscriptions,
  type NewsletterSubscription,
  recordContactMessage,
  subscribeToNewsletter,
} from './visitor-leads.ts';

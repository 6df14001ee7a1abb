import { enhanceForms } from './forms.ts';

// Contact section forms: `data-sw-form="contact"`, posting to {apiUrl}/api/sites/{websiteId}/contact.
enhanceForms('contact');

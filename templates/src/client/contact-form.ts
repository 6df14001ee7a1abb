import { enhanceForms } from './forms.ts';

// Contact section forms: `data-sw-form="contact"`, posting to /_forms/{websiteId}/contact on their own origin.
enhanceForms('contact');

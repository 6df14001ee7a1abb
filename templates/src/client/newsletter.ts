import { enhanceForms } from './forms.ts';

// Newsletter section forms: `data-sw-form="newsletter"`, posting to /_forms/{websiteId}/newsletter on their own origin.
enhanceForms('newsletter');

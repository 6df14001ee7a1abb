import { enhanceForms } from './forms.ts';

// Newsletter section forms: `data-sw-form="newsletter"`, posting to {apiUrl}/api/sites/{websiteId}/newsletter.
enhanceForms('newsletter');

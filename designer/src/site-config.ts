/**
 * Operator settings the marketing pages show. Replace them for a real deployment (the spec names
 * no support address; this placeholder uses the reserved `.example` domain so it can never reach
 * a stranger).
 */
export const siteConfig = {
  /** Where the support page, the terms and the privacy notice send people. */
  supportEmail: 'support@sitewright.example',
} as const;

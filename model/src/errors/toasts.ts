/** Spec §8 "Success toasts", word for word. */
export const successToasts = {
  cookieBannerEnabled: 'Cookie banner enabled',
  fixedHeaderEnabled: 'Fixed header enabled (publish to view)',
  invitationSent: 'Invitation sent',
  linkCopied: 'Link copied',
  navigationLinksReorganized: 'Navigation links reorganized',
  websitePublished: 'Website Published',
  draftSaved: 'Draft Saved',
  contactsDownloaded: 'Contacts downloaded',
} as const;

export type SuccessToast = keyof typeof successToasts;

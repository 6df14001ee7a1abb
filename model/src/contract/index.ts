/**
 * The API calls as plain data (route-contract.ts): served by the api, typed into the designer's
 * client. `routeContracts` lists every contract; the api's tests check each one is served as written
 * and that every call it serves is a contract (or a raw route named there, with the reason).
 */
import { accountCalls } from './account-calls.ts';
import { authCalls } from './auth-calls.ts';
import { collaborationCalls } from './collaboration-calls.ts';
import { creationCalls } from './creation-calls.ts';
import { domainCalls } from './domain-calls.ts';
import { eventCalls } from './event-calls.ts';
import { exportCalls } from './export-calls.ts';
import { imageCalls } from './image-calls.ts';
import { leadCalls } from './lead-calls.ts';
import { liveCalls } from './live-calls.ts';
import { metaCalls } from './meta-calls.ts';
import { publishCalls } from './publish-calls.ts';
import { rewriteCalls } from './rewrite-calls.ts';
import { toolCalls } from './tool-calls.ts';
import { translateCalls } from './translate-calls.ts';
import { trialCalls } from './trial-calls.ts';
import { versionCalls } from './version-calls.ts';
import { websiteCalls } from './website-calls.ts';

export {
  type AccountSettings,
  accountCalls,
  accountSettings,
  type Reauthentication,
  reauthentication,
} from './account-calls.ts';
export {
  answerUser,
  authCalls,
  oneTimeCode,
  passwordInput,
  sessionAnswer,
  signInEmail,
  userAnswer,
} from './auth-calls.ts';
export {
  type AddEditorOutcome,
  addEditorOutcome,
  collaborationCalls,
  type InviteAnswer,
  inviteAnswer,
  type ListedInvite,
  listedInvite,
  websiteOwner,
} from './collaboration-calls.ts';
export { creationCalls } from './creation-calls.ts';
export { type DomainView, dnsRecord, domainCalls, domainView } from './domain-calls.ts';
export { eventCalls } from './event-calls.ts';
export { exportCalls } from './export-calls.ts';
export { imageCalls, maxImageSearchCount } from './image-calls.ts';
export {
  type Lead,
  type LeadFolder,
  type LeadMailSetting,
  type LeadPage,
  lead,
  leadCalls,
  leadFolders,
  leadMailSetting,
  leadPage,
  leadPageMax,
} from './lead-calls.ts';
export { liveCalls } from './live-calls.ts';
export { metaCalls } from './meta-calls.ts';
export { publishCalls } from './publish-calls.ts';
export {
  type RewriteAction,
  type RewriteAnswer,
  type RewriteLanguage,
  type RewriteOptions,
  type RewriteRequest,
  rewriteAction,
  rewriteActions,
  rewriteAnswer,
  rewriteCalls,
  rewriteLanguage,
  rewriteLanguageNames,
  rewriteLanguages,
  rewriteOptions,
  rewriteRequest,
  rewriteTextMax,
} from './rewrite-calls.ts';
export * from './route-contract.ts';
export { interestsLimit, serviceSuggestionsMax, toolCalls } from './tool-calls.ts';
export {
  type TranslateAnswer,
  type TranslateOptions,
  type TranslateRequest,
  translateAnswer,
  translateCalls,
  translateOptions,
  translateRequest,
} from './translate-calls.ts';
export { type TrialAnswer, trialAnswer, trialCalls, trialLifetimeMs } from './trial-calls.ts';
export {
  type PublishedVersionAnswer,
  publishedVersion,
  restoreBody,
  versionCalls,
  versionId,
  versionParams,
} from './version-calls.ts';
export {
  draftVersion,
  editControlAnswer,
  publishAccepted,
  saveDraftBody,
  staleDraft,
  storedDocument,
  websiteCalls,
  websiteIdParams,
} from './website-calls.ts';

/** Each area's calls (one file per area). */
export const contractAreas = {
  websiteCalls,
  publishCalls,
  creationCalls,
  authCalls,
  accountCalls,
  collaborationCalls,
  domainCalls,
  toolCalls,
  imageCalls,
  leadCalls,
  rewriteCalls,
  translateCalls,
  versionCalls,
  exportCalls,
  eventCalls,
  liveCalls,
  metaCalls,
  trialCalls,
};

/** Every call by its name (`route-contract.test.ts`: no two areas use one name). */
export const routeContracts = {
  ...websiteCalls,
  ...publishCalls,
  ...creationCalls,
  ...authCalls,
  ...accountCalls,
  ...collaborationCalls,
  ...domainCalls,
  ...toolCalls,
  ...imageCalls,
  ...leadCalls,
  ...rewriteCalls,
  ...translateCalls,
  ...versionCalls,
  ...exportCalls,
  ...eventCalls,
  ...liveCalls,
  ...metaCalls,
  ...trialCalls,
};

/**
 * The free tools of the marketing site (spec §1): business name, business idea and Google ad
 * creators as public, rate-limited calls under `/api/tools/` (README "Free tools").
 */
export { generationUnavailable } from './tool-generation.ts';
export { type ToolsDependencies, toolCallsOverall, toolCallsPerIp, toolRoutes } from './tool-routes.ts';
export {
  adsPerCall,
  type BusinessIdeasRequest,
  type BusinessNamesRequest,
  businessIdeasAnswer,
  businessIdeasRequest,
  businessNamesAnswer,
  businessNamesRequest,
  type GoogleAdsRequest,
  googleAdsAnswer,
  googleAdsRequest,
  interestsLimit,
} from './tool-schemas.ts';

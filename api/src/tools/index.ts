/**
 * The free tools of the marketing site (spec §1): business name, business idea and Google ad
 * creators as public, rate-limited calls under `/api/tools/` (README "Free tools").
 */
export { generationUnavailable } from './tool-generation.ts';
export {
  adsPerCall,
  type ToolsDependencies,
  toolCallsOverall,
  toolCallsPerIp,
  toolRoutes,
} from './tool-routes.ts';

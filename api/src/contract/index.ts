/**
 * The request/response contract every API call is built on (README "How to add an API call"):
 * the route registry and helper, input parsing with `{ code, message }` refusals, the OpenAPI
 * document, the caller type and the injected clock.
 */
export {
  type ApiRoutes,
  type ApiRoutesOptions,
  createApiRoutes,
  type HttpMethod,
  type RegisteredRoute,
  Reply,
  type RouteContext,
  type RouteDefinition,
  type RouteErrorDoc,
  type RouteExtras,
  type RouteHandler,
  type RouteInputs,
  type RouteResponses,
  reply,
} from './api-routes.ts';
export type { Authenticator, AuthRequirement, AuthUser } from './authenticator.ts';
export { type Clock, type ManualClock, manualClock, systemClock } from './clock.ts';
export { type OpenApiDocument, openApiDocument, openApiPath } from './openapi.ts';
export {
  type FieldErrors,
  type InputPart,
  inputError,
  noBody,
  parseInput,
  strictTopLevel,
} from './parse-input.ts';

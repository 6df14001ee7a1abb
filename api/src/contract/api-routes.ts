import { errorMessage, type RouteContract } from '@sitewright/model';
import { type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { chargeRateLimits, type RateHit, type RateLimiter } from '../http/rate-limit.ts';
import type { Logger } from '../logger.ts';
import type { Authenticator, AuthRequirement, AuthUser } from './authenticator.ts';
import type { Clock } from './clock.ts';
import { type FieldErrors, noBody, parseInput, strictTopLevel } from './parse-input.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A route's success answers: status → body schema, or `null` for no body (204). */
export type RouteResponses = { readonly [status: number]: z.ZodType | null };

/** A refusal a route documents in the OpenAPI document (the error middleware answers it). */
export interface RouteErrorDoc {
  status: number;
  code: string;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Answer<R extends RouteResponses> = {
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler of a no-body (204) route returns nothing
  [K in keyof R]: R[K] extends z.ZodType ? z.input<R[K]> : void;
}[keyof R];

/** What a handler is given: the parsed inputs, the caller, the time, and Express's `req` and `res`. */
export type RouteContext<P, Q, B, A extends AuthRequirement> = RouteInputs<P, Q, B, A> & {
  req: Request;
  res: Response;
};

/** The parsed inputs, the caller and the time: what every handler is given. */
export interface RouteInputs<P, Q, B, A extends AuthRequirement> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The signed-in caller; never null on `auth: 'user'` routes. */
  user: A extends 'user' ? AuthUser : AuthUser | null;
  /** The caller's address (Express `req.ip`, which honours `TRUST_PROXY`). */
  ip: string;
  /** The request's time, from the injected clock. */
  now: Date;
}

/**
 * One API call: its method and path, who may call it, the zod schemas of its inputs and
 * answers, and how it is documented. `path` is an Express path relative to `/api`.
 */
export interface RouteDefinition<P, Q, B, R extends RouteResponses, A extends AuthRequirement> {
  method: HttpMethod;
  /** Relative to `/api`, Express syntax: `/websites/:websiteId/owner`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  /** OpenAPI tags. @defaultValue the first segment of `path` */
  tags?: readonly string[];
  auth: A;
  params?: P;
  query?: Q;
  /** The JSON body. A top-level `z.object` is made strict (unknown fields → 400 `unknown-field`). */
  body?: B;
  responses: R;
  /** Refusals to document besides 400 (bad input), 401 (auth) and 429 (limits), which are added. */
  errors?: readonly RouteErrorDoc[];
  fieldErrors?: FieldErrors;
  /** Counters charged after the input is parsed; over a limit → 429 `too-many-requests`. */
  limits?: (ctx: { body: Parsed<B>; params: Parsed<P>; ip: string; user: AuthUser | null }) => RateHit[];
}

/**
 * What the api adds to a model contract (`RouteContract`): the documentation, refusals, limits and
 * field errors. `body` may replace the contract's body by a schema of the same type whose checks
 * depend on configuration (a save's Code Embed limit); method, path, auth, params, query and
 * answers come from the contract only, so the api cannot serve a call other than the one the
 * designer is typed by.
 */
export type RouteExtras<P, Q, B, R extends RouteResponses, A extends AuthRequirement> = Omit<
  RouteDefinition<P, Q, B, R, A>,
  'method' | 'path' | 'auth' | 'params' | 'query' | 'body' | 'responses'
> & { body?: B };

/** A non-default success status: `return reply(201, body)`. */
export class Reply<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}

/** Answers `status` with `body` (instead of the route's first declared status). */
export function reply<T>(status: number, body: T): Reply<T> {
  return new Reply(status, body);
}

export type RouteHandler<P, Q, B, R extends RouteResponses, A extends AuthRequirement> = (
  ctx: RouteContext<P, Q, B, A>,
) => Promise<Answer<R> | Reply>;

/** A route as the registry keeps it (for the OpenAPI document and tests). */
export type RegisteredRoute = RouteDefinition<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  RouteResponses,
  AuthRequirement
>;

/** The registry every API call is added to, and the Express router that serves them. */
export interface ApiRoutes {
  /** Mount at `/api`, after the JSON body parser. */
  readonly router: Router;
  /**
   * Registers a call: it is served by `router` and listed in `GET /api/openapi.json`. The primitive
   * under `implement`: route modules serve model contracts (`route-contracts.test.ts` checks).
   * @throws Error at start-up when the same method and path are registered twice.
   */
  add<
    P extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    const R extends RouteResponses = RouteResponses,
    const A extends AuthRequirement = AuthRequirement,
  >(definition: RouteDefinition<P, Q, B, R, A>, handler: RouteHandler<P, Q, B, R, A>): void;
  /** Registers the call a model contract describes (as `add`), with what the api adds to it. */
  implement<
    P extends z.ZodType | undefined,
    Q extends z.ZodType | undefined,
    B extends z.ZodType | undefined,
    const R extends RouteResponses,
    const A extends AuthRequirement,
  >(
    contract: RouteContract<P, Q, B, R, A>,
    extras: RouteExtras<P, Q, B, R, A>,
    handler: RouteHandler<P, Q, B, R, A>,
  ): void;
  /**
   * Lists a route that is served elsewhere (a raw Express route: a stream, a multipart upload) in
   * the OpenAPI document, so every call of the api is documented in one place.
   */
  describe(definition: RegisteredRoute): void;
  list(): readonly RegisteredRoute[];
}

export interface ApiRoutesOptions {
  authenticator: Authenticator;
  /**
   * The caller of an `auth: 'user'` call made without a bearer token, from another credential (a
   * trial visitor's cookie, `src/trial/`): a caller, null (the usual 401), or a refusal it throws.
   */
  cookieCaller?: (req: Request, route: { method: string; path: string }) => Promise<AuthUser | null>;
  rateLimiter: RateLimiter;
  clock: Clock;
  logger: Logger;
}

/** Creates the registry. `api-router.ts` makes the one instance; route modules call `implement`. */
export function createApiRoutes(options: ApiRoutesOptions): ApiRoutes {
  const router = Router();
  const routes: RegisteredRoute[] = [];

  const register = (definition: RegisteredRoute) => {
    const duplicate = routes.find((r) => r.method === definition.method && r.path === definition.path);
    if (duplicate)
      throw new Error(`Route ${definition.method.toUpperCase()} ${definition.path} is registered twice`);
    routes.push(definition);
  };

  const registry: ApiRoutes = {
    router,
    list: () => routes,
    describe: register,
    implement(contract, extras, handler) {
      const { method, path, auth, params, query, responses } = contract;
      const body = extras.body ?? contract.body;
      registry.add({ ...extras, method, path, auth, params, query, body, responses }, handler);
    },
    add(definition, handler) {
      const route = definition as unknown as RegisteredRoute;
      register(route);
      const body = definition.body ? strictTopLevel(definition.body) : noBody;
      const query = definition.query ? strictTopLevel(definition.query) : undefined;
      router[definition.method](definition.path, async (req, res) => {
        const now = options.clock.now();
        // The session is checked first: a caller whose session ended is refused before a bad input.
        let user = definition.auth === 'none' ? null : await options.authenticator.authenticate(req);
        if (definition.auth === 'user' && !user && options.cookieCaller)
          user = await options.cookieCaller(req, definition);
        if (definition.auth === 'user' && !user) throw missingToken();
        res.locals.user = user;
        if (unreadBody(req)) throw unsupportedMediaType();
        const ctx = {
          params: definition.params
            ? parseInput(definition.params, req.params, 'params', definition.fieldErrors)
            : undefined,
          query: query ? parseInput(query, req.query, 'query', definition.fieldErrors) : undefined,
          body: parseInput(body, req.body, 'body', definition.fieldErrors),
          user,
          ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
          now,
          req,
          res,
        } as RouteContext<never, never, never, AuthRequirement>;
        if (definition.limits) await chargeRateLimits(options.rateLimiter, definition.limits(ctx), res);
        const answer = await handler(ctx as never);
        writeAnswer(res, route, answer, options.logger);
      });
    },
  };
  return registry;
}

/**
 * Whether the request carries a body the JSON parser did not read (another content type, or
 * none): refused rather than ignored, so a call without a body is never run with one it did not
 * look at (a `DELETE /account` with a text body must not delete the account).
 */
function unreadBody(req: Request): boolean {
  if (req.body !== undefined) return false;
  const length = req.get('content-length');
  return req.get('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

/** 415 for a body that is not JSON. */
function unsupportedMediaType(): ApiError {
  return new ApiError(
    415,
    'unsupported-media-type',
    'The request body must be JSON (content-type: application/json).',
  );
}

/** 401 for an `auth: 'user'` route called without a bearer token (spec §8 'Invalid authorization token.'). */
function missingToken(): ApiError {
  return new ApiError(401, 'invalid-authorization-token', errorMessage('invalid-authorization-token'));
}

/**
 * Writes the answer. The body is parsed with the declared response schema first, so a field the
 * schema does not list never leaves the server, and a handler that breaks its contract is a 500
 * (logged with the issues) rather than a surprise for the client. `res.json` gives the weak ETag
 * and answers a matching `If-None-Match` with 304.
 */
function writeAnswer(res: Response, route: RegisteredRoute, answer: unknown, logger: Logger): void {
  const declared = Object.keys(route.responses)
    .map(Number)
    .sort((a, b) => a - b);
  const status = answer instanceof Reply ? answer.status : (declared[0] ?? 200);
  const body = answer instanceof Reply ? answer.body : answer;
  const schema = route.responses[status];
  if (schema === undefined)
    throw new Error(`${route.method} ${route.path} answered undeclared status ${status}`);
  if (schema === null) {
    res.status(status).end();
    return;
  }
  const checked = schema.safeParse(body);
  if (!checked.success) {
    logger.error(
      { route: `${route.method} ${route.path}`, issues: checked.error.issues },
      'answer breaks its schema',
    );
    throw new Error(`${route.method} ${route.path}: the answer does not match its schema`);
  }
  res.status(status).json(checked.data);
}

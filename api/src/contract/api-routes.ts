import type { IncomingMessage } from 'node:http';
import { errorMessage } from '@sitewright/model';
import { type Request, type Response, Router } from 'express';
import { type MatchFunction, match } from 'path-to-regexp';
import type { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import {
  enforceRateLimits,
  type RateHit,
  type RateLimiter,
  TooManyRequestsError,
} from '../http/rate-limit.ts';
import type { Logger } from '../logger.ts';
import type { Authenticator, AuthRequirement, AuthUser, CallerCheck } from './authenticator.ts';
import type { Clock } from './clock.ts';
import { splicedAnswer } from './json-text.ts';
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

/** What a handler is given: the parsed inputs, the caller and the time; and Express's `req` and `res`, except on `direct` routes. */
export type RouteContext<
  P,
  Q,
  B,
  A extends AuthRequirement,
  J extends boolean = false,
  D extends boolean = false,
> = RouteInputs<P, Q, B, A, J> & (D extends true ? unknown : { req: Request; res: Response });

/** The parsed inputs, the caller and the time: what every handler is given. */
export interface RouteInputs<P, Q, B, A extends AuthRequirement, J extends boolean = false> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /**
   * The signed-in caller; never null on `auth: 'user'` routes. Null on `joinSession` routes, whose
   * handler learns the caller from `caller.settle(row)`.
   */
  user: J extends true ? null : A extends 'user' ? AuthUser : AuthUser | null;
  /**
   * `joinSession` routes only: the session and user checks, to run inside the handler's first
   * statement and settle on its row before anything else (see {@link CallerCheck}).
   */
  caller: J extends true ? CallerCheck : undefined;
  /** The caller's address (Express `req.ip`, which honours `TRUST_PROXY`). */
  ip: string;
  /** The request's time, from the injected clock. */
  now: Date;
}

/**
 * One API call: its method and path, who may call it, the zod schemas of its inputs and
 * answers, and how it is documented. `path` is an Express path relative to `/api`.
 */
export interface RouteDefinition<
  P,
  Q,
  B,
  R extends RouteResponses,
  A extends AuthRequirement,
  J extends boolean = false,
  D extends boolean = false,
> {
  method: HttpMethod;
  /** Relative to `/api`, Express syntax: `/websites/:websiteId/owner`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  /** OpenAPI tags. @defaultValue the first segment of `path` */
  tags?: readonly string[];
  auth: A;
  /**
   * With `auth: 'user'`: the session and user checks run inside the handler's own first statement
   * (`ctx.caller`) instead of a statement of their own before it — one round trip for the hot
   * calls. The refusals stay those of `auth: 'user'`, in the same order: a bad or missing token
   * before anything else; an ended session (checked on its own first) before a bad input; the
   * handler settles the caller before it refuses anything. Not with `limits`.
   * @defaultValue false
   */
  joinSession?: J;
  /**
   * A hot read served on Node's own request and response, without Express (`http/direct-calls.ts`):
   * Express's routing, request and response objects cost several times the call itself. The answer
   * is the same, byte for byte and header for header, as the Express path gives (which still serves
   * whatever the direct path leaves to it: HEAD, a body, an escaped path). Only `get`, without
   * `body` or `limits`; the handler gets no `req` or `res`.
   * @defaultValue false
   */
  direct?: D;
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

export type RouteHandler<
  P,
  Q,
  B,
  R extends RouteResponses,
  A extends AuthRequirement,
  J extends boolean = false,
  D extends boolean = false,
> = (ctx: RouteContext<P, Q, B, A, J, D>) => Promise<Answer<R> | Reply>;

/** A route as the registry keeps it (for the OpenAPI document and tests). */
export type RegisteredRoute = RouteDefinition<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  RouteResponses,
  AuthRequirement,
  boolean,
  boolean
>;

/**
 * A call as the contract runs it, whichever server received it: Express, or the direct path
 * (`http/direct-calls.ts`).
 */
export interface CallInput {
  /** Node's request (the bearer token is read from its headers). */
  req: IncomingMessage;
  /** The path's parameters, decoded. */
  params: Record<string, string>;
  /** The parsed query string. */
  query: unknown;
  /** The parsed JSON body; undefined when none was read. */
  body: unknown;
  /** Whether the request carries a body the JSON parser did not read (refused with 415). */
  unreadBody: boolean;
  ip: string;
  /** Express's request and response, on the Express path (the handler's `req` and `res`). */
  express?: { req: Request; res: Response };
}

/** What a call answers, for the server that received it to write. */
export type CallAnswer =
  | { status: number; kind: 'empty' }
  /** As `res.json(value)`. */
  | { status: number; kind: 'json'; value: unknown }
  /** JSON bytes made from kept texts, with their weak ETag (see {@link splicedAnswer}). */
  | { status: number; kind: 'bytes'; bytes: Buffer; etag: string };

/** A `direct` route that a path matched: run it with the request. */
export interface DirectCall {
  params: Record<string, string>;
  run(input: CallInput): Promise<CallAnswer>;
}

/** The registry every API call is added to, and the Express router that serves them. */
export interface ApiRoutes {
  /** Mount at `/api`, after the JSON body parser. */
  readonly router: Router;
  /**
   * Registers a call: it is served by `router` and listed in `GET /api/openapi.json`.
   * @throws Error at start-up when the same method and path are registered twice.
   */
  add<
    P extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    const R extends RouteResponses = RouteResponses,
    const A extends AuthRequirement = AuthRequirement,
    const J extends boolean = false,
    const D extends boolean = false,
  >(definition: RouteDefinition<P, Q, B, R, A, J, D>, handler: RouteHandler<P, Q, B, R, A, J, D>): void;
  /**
   * Lists a route that is served elsewhere (a raw Express route: a stream, a multipart upload) in
   * the OpenAPI document, so every call of the api is documented in one place.
   */
  describe(definition: RegisteredRoute): void;
  list(): readonly RegisteredRoute[];
  /**
   * The `direct` route Express would serve a bodyless GET of `path` (relative to `/api`, not
   * escaped) with, and its parameters; undefined when Express would serve it with anything else (a
   * raw route, a route that is not `direct`, the 404).
   */
  findDirect(path: string): DirectCall | undefined;
}

export interface ApiRoutesOptions {
  authenticator: Authenticator;
  rateLimiter: RateLimiter;
  clock: Clock;
  logger: Logger;
}

/**
 * How Express's router matches a route's path (router's `Layer`: case-insensitive, a trailing slash
 * allowed), for the direct path to pick the route Express would. Paths reach it unescaped.
 */
function matcherOf(path: string): MatchFunction<Record<string, string>> {
  return match<Record<string, string>>(path.replace(/\/+$/, '') || '/', {
    sensitive: false,
    end: true,
    trailing: true,
  });
}

/** Creates the registry. `api-router.ts` makes the one instance; route modules call `add`. */
export function createApiRoutes(options: ApiRoutesOptions): ApiRoutes {
  const router = Router();
  const routes: RegisteredRoute[] = [];
  /** GET routes in the order Express tries them: raw routes (their routers come first), then added ones. */
  const rawGets: MatchFunction<Record<string, string>>[] = [];
  const addedGets: { match: MatchFunction<Record<string, string>>; run?: DirectCall['run'] }[] = [];

  const register = (definition: RegisteredRoute) => {
    const duplicate = routes.find((r) => r.method === definition.method && r.path === definition.path);
    if (duplicate)
      throw new Error(`Route ${definition.method.toUpperCase()} ${definition.path} is registered twice`);
    routes.push(definition);
  };

  return {
    router,
    list: () => routes,
    describe(definition) {
      register(definition);
      if (definition.method === 'get') rawGets.push(matcherOf(definition.path));
    },
    findDirect(path) {
      if (rawGets.some((matches) => matches(path))) return undefined;
      for (const route of addedGets) {
        const found = route.match(path);
        if (found) return route.run && { params: found.params, run: route.run };
      }
      return undefined;
    },
    add(definition, handler) {
      const joined = definition.joinSession === true;
      const direct = definition.direct === true;
      if (joined && (definition.auth !== 'user' || definition.limits))
        throw new Error(
          `${definition.method} ${definition.path}: joinSession needs auth 'user' and no limits`,
        );
      if (direct && (definition.method !== 'get' || definition.body || definition.limits))
        throw new Error(`${definition.method} ${definition.path}: direct needs get, no body and no limits`);
      const route = definition as unknown as RegisteredRoute;
      register(route);
      const body = definition.body ? strictTopLevel(definition.body) : noBody;
      const query = definition.query ? strictTopLevel(definition.query) : undefined;
      const inputs = (input: CallInput) => {
        if (input.unreadBody) throw unsupportedMediaType();
        return {
          params: definition.params
            ? parseInput(definition.params, input.params, 'params', definition.fieldErrors)
            : undefined,
          query: query ? parseInput(query, input.query, 'query', definition.fieldErrors) : undefined,
          body: parseInput(body, input.body, 'body', definition.fieldErrors),
        };
      };
      const run = async (input: CallInput): Promise<CallAnswer> => {
        const now = options.clock.now();
        const locals = input.express?.res.locals;
        let user: AuthUser | null = null;
        let caller: CallerCheck | undefined;
        let parsed: ReturnType<typeof inputs>;
        if (joined) {
          const check = await options.authenticator.begin(input.req);
          if (!check) throw missingToken();
          try {
            parsed = inputs(input);
          } catch (error) {
            // An ended session is refused before a bad input, as on every `auth: 'user'` route.
            const confirmed = await check.confirm();
            if (locals) locals.user = confirmed;
            throw error;
          }
          caller = {
            ...check,
            settle: (row) => {
              const settled = check.settle(row);
              if (locals) locals.user = settled;
              return settled;
            },
          };
        } else {
          user = definition.auth === 'none' ? null : await options.authenticator.authenticate(input.req);
          if (definition.auth === 'user' && !user) throw missingToken();
          if (locals) locals.user = user;
          parsed = inputs(input);
        }
        const ctx = {
          ...parsed,
          user,
          caller,
          ip: input.ip,
          now,
          ...(input.express ?? {}),
        } as RouteContext<never, never, never, AuthRequirement>;
        if (definition.limits) {
          await chargeLimits(options.rateLimiter, definition.limits(ctx), input.express?.res);
        }
        const answer = await handler(ctx as never);
        return answerOf(route, answer, options.logger);
      };
      if (definition.method === 'get') {
        addedGets.push({ match: matcherOf(definition.path), ...(direct ? { run } : {}) });
      }
      router[definition.method](definition.path, async (req, res) => {
        const answer = await run({
          req,
          params: req.params as Record<string, string>,
          query: req.query,
          body: req.body,
          unreadBody: unreadBody(req),
          ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
          express: { req, res },
        });
        writeExpressAnswer(res, answer);
      });
    },
  };
}

async function chargeLimits(limiter: RateLimiter, hits: RateHit[], res: Response | undefined): Promise<void> {
  try {
    await enforceRateLimits(limiter, hits);
  } catch (error) {
    if (error instanceof TooManyRequestsError)
      res?.setHeader('retry-after', Math.ceil(error.retryAfterMs / 1000));
    throw error;
  }
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
 * The answer to write. The body is parsed with the declared response schema first, so a field the
 * schema does not list never leaves the server, and a handler that breaks its contract is a 500
 * (logged with the issues) rather than a surprise for the client.
 */
function answerOf(route: RegisteredRoute, answer: unknown, logger: Logger): CallAnswer {
  const declared = Object.keys(route.responses)
    .map(Number)
    .sort((a, b) => a - b);
  const status = answer instanceof Reply ? answer.status : (declared[0] ?? 200);
  const body = answer instanceof Reply ? answer.body : answer;
  const schema = route.responses[status];
  if (schema === undefined)
    throw new Error(`${route.method} ${route.path} answered undeclared status ${status}`);
  if (schema === null) return { status, kind: 'empty' };
  const checked = schema.safeParse(body);
  if (!checked.success) {
    logger.error(
      { route: `${route.method} ${route.path}`, issues: checked.error.issues },
      'answer breaks its schema',
    );
    throw new Error(`${route.method} ${route.path}: the answer does not match its schema`);
  }
  const spliced = splicedAnswer(checked.data);
  if (spliced === undefined) return { status, kind: 'json', value: checked.data };
  return { status, kind: 'bytes', bytes: spliced.body, etag: spliced.etag };
}

/** Writes an answer on the Express path. */
function writeExpressAnswer(res: Response, answer: CallAnswer): void {
  res.status(answer.status);
  if (answer.kind === 'empty') {
    res.end();
    return;
  }
  if (answer.kind === 'json') {
    res.json(answer.value);
    return;
  }
  // What `res.json` does, with the bytes already made (and their ETag, which `res.send` then
  // keeps and checks `If-None-Match` against).
  if (!res.get('content-type')) res.set('content-type', 'application/json');
  if (res.app.get('etag fn')) res.set('etag', answer.etag);
  res.send(answer.bytes);
}

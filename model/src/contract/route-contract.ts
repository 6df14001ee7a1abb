import type { z } from 'zod';

/** Who may call: anyone, anyone (the caller is read when signed in), or a signed-in user only. */
export type RouteAuth = 'none' | 'optional' | 'user';

export type ContractMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A call's answers: status → body schema, or `null` for no body (204). */
export type ContractResponses = { readonly [status: number]: z.ZodType | null };

/**
 * One API call as both sides see it: method, path, who may call and the zod schemas of its inputs
 * and answers — plain data, no server code. The api serves it (`routes.implement`), the OpenAPI
 * document is generated from it, and the designer's client is typed by it, so the three cannot
 * disagree.
 */
export interface RouteContract<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends ContractResponses = ContractResponses,
  A extends RouteAuth = RouteAuth,
> {
  method: ContractMethod;
  /** Relative to `/api`, Express syntax: `/websites/:websiteId/publish`. */
  path: string;
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  responses: R;
}

/** Declares a contract, keeping its literal types (the designer's answers are typed from them). */
export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  const R extends ContractResponses = ContractResponses,
  const A extends RouteAuth = RouteAuth,
>(contract: RouteContract<P, Q, B, R, A>): RouteContract<P, Q, B, R, A> {
  return contract;
}

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A call's success answer as the client reads it (refusals are raised, not answered). */
export type RouteAnswer<C> =
  C extends RouteContract<infer _P, infer _Q, infer _B, infer R, infer _A>
    ? { [K in Extract<keyof R, SuccessStatus>]: Output<R[K]> }[Extract<keyof R, SuccessStatus>]
    : never;

type Part<Name extends string, S> = S extends z.ZodType
  ? { [K in Name]: z.input<S> }
  : { [K in Name]?: never };

/** What a client passes to call `C`: the inputs the contract declares, and nothing else. */
export type RouteCallInput<C> =
  C extends RouteContract<infer P, infer Q, infer B, infer _R, infer _A>
    ? Part<'params', P> & Part<'query', Q> & Part<'body', B>
    : never;

import type { AccessRule, Expected } from './access-rules.ts';
import type { Answer, PermissionApp } from './permission-app.ts';
import type { Actor, World, WorldOptions } from './world.ts';

/** What a case's steps are given: the app, the case's own world, who calls, and what `prepare` made. */
export interface CaseContext {
  app: PermissionApp;
  world: World;
  actor: Actor;
  /** The actor's bearer token; undefined when anonymous. */
  token: string | undefined;
  /** Values `prepare` made (ids, tokens), for `call`. */
  given: Record<string, string>;
}

/** One valid request of one route, and what each caller of spec §6 must get. */
export interface RouteCase {
  /** Which request, when a route has several (publish vs rename, Remove vs Remove Self). */
  variant?: string;
  /** Who may make it, in §6's words. */
  rule: AccessRule;
  world?: WorldOptions;
  /** Steps before the "before" snapshot (a stage-1 token, a code to verify, a disconnect). */
  prepare?(ctx: CaseContext): Promise<Record<string, string>>;
  call(ctx: CaseContext): Promise<Answer>;
  expected: Expected;
  /** More to check of an allowed answer: the call did what it says, for this caller. */
  allowed?(answer: Answer, ctx: CaseContext): Promise<void> | void;
}

/**
 * The expectation table: `METHOD /api/path/{param}` exactly as `GET /api/openapi.json` lists the
 * route, to the valid requests that walk it. A new route gets its entry in the area's file under
 * `routes/` (its §6 rule, a valid request on the world, the answer of each caller); until then the
 * coverage test of `permissions.test.ts` fails.
 */
export type RouteTable = Record<string, readonly RouteCase[]>;

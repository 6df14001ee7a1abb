import type { RouteCallInput, RouteContract } from '@sitewright/model';

/**
 * The URL of a call: the contract's path under `/api` with its parameters filled in (encoded), and
 * the query's defined values. Only the contract's path is read, and model is imported for its
 * types only, so this file adds nothing to a bundle.
 */
export function routeUrl<C extends RouteContract>(
  contract: C,
  input: Omit<RouteCallInput<C>, 'body'>,
): string {
  const { params, query } = input as { params?: Record<string, string>; query?: Record<string, unknown> };
  const path = contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${contract.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.append(name, String(value));
  const text = search.toString();
  return `/api${path}${text ? `?${text}` : ''}`;
}

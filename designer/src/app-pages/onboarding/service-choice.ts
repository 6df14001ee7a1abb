import { fieldLimits } from '@sitewright/model';

/**
 * The owner's services while onboarding: the list they chose, in their order, and the chips to
 * show (their choices first, then the suggestions not chosen yet). Names compare without case
 * or surrounding space, so "drain cleaning" and "Drain cleaning " are one service.
 */

/** One chip: a service name and whether it is on the owner's list. */
export interface ServiceChip {
  name: string;
  chosen: boolean;
}

/** What a change to the list answers: the new list, or why it was refused. */
export type ServiceChange = { services: string[]; error: null } | { services: string[]; error: string };

/** Spec §9 "Max service items" and "Services heading", the limits the api holds services to. */
export const serviceLimits = {
  count: fieldLimits.maxServiceItems,
  name: fieldLimits.servicesHeading,
} as const;
export const serviceMessages = {
  empty: 'A service needs a name',
  tooMany: `At most ${fieldLimits.maxServiceItems} services`,
  tooLong: `A service name has at most ${fieldLimits.servicesHeading} characters`,
} as const;

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

/** The chips: chosen services in the owner's order, then unchosen suggestions. */
export function serviceChips(chosen: readonly string[], suggestions: readonly string[]): ServiceChip[] {
  const taken = new Set(chosen.map(key));
  const offered = suggestions.filter((s, i) => {
    const k = key(s);
    return k !== '' && !taken.has(k) && suggestions.findIndex((t) => key(t) === k) === i;
  });
  return [
    ...chosen.map((name) => ({ name, chosen: true })),
    ...offered.map((name) => ({ name, chosen: false })),
  ];
}

/** Adds a service (a suggestion accepted, or the owner's own) at the end of the list. */
export function addService(chosen: readonly string[], name: string): ServiceChange {
  const services = [...chosen];
  const clean = tidy(name);
  if (!clean) return { services, error: serviceMessages.empty };
  if (clean.length > serviceLimits.name) return { services, error: serviceMessages.tooLong };
  if (services.some((s) => key(s) === key(clean))) return { services, error: null };
  if (services.length >= serviceLimits.count) return { services, error: serviceMessages.tooMany };
  return { services: [...services, clean], error: null };
}

/** Takes a service off the list (it stays as a suggestion when it was one). */
export function removeService(chosen: readonly string[], name: string): string[] {
  return chosen.filter((s) => key(s) !== key(name));
}

/** A chip pressed: accepts a suggestion, or takes a chosen service off the list. */
export function toggleService(chosen: readonly string[], name: string): ServiceChange {
  return chosen.some((s) => key(s) === key(name))
    ? { services: removeService(chosen, name), error: null }
    : addService(chosen, name);
}

/** Renames a chosen service in place; an empty name removes it, a name already listed merges. */
export function renameService(chosen: readonly string[], from: string, to: string): ServiceChange {
  const clean = tidy(to);
  if (!clean) return { services: removeService(chosen, from), error: null };
  if (clean.length > serviceLimits.name) return { services: [...chosen], error: serviceMessages.tooLong };
  const duplicate = chosen.some((s) => key(s) === key(clean) && key(s) !== key(from));
  if (duplicate) return { services: removeService(chosen, from), error: null };
  return { services: chosen.map((s) => (key(s) === key(from) ? clean : s)), error: null };
}

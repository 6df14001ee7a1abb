import type { LinkAcceptanceState, LinkType } from '../entities/index.ts';

/** Events of the spec §4 link safety check. */
export type LinkSafetyEvent =
  /** The URL was edited: it must be checked again. */
  | 'edited'
  /** A check started (from Pending, or a retry after Failed). */
  | 'checkStarted'
  | 'foundSafe'
  | 'foundUnsafe'
  /** The check itself could not complete (network, time-out). */
  | 'checkFailed';

/**
 * The link safety state machine (spec §4: pending, checking, failed, safe, unsafe). Editing always
 * returns to Pending; a check starts from Pending or Failed; only a running check can end in Safe,
 * Unsafe or Failed. Any other event leaves the state as it is.
 */
export function linkSafetyTransition(
  state: LinkAcceptanceState,
  event: LinkSafetyEvent,
): LinkAcceptanceState {
  switch (event) {
    case 'edited':
      return 'Pending';
    case 'checkStarted':
      return state === 'Pending' || state === 'Failed' ? 'Checking' : state;
    case 'foundSafe':
      return state === 'Checking' ? 'Safe' : state;
    case 'foundUnsafe':
      return state === 'Checking' ? 'Unsafe' : state;
    case 'checkFailed':
      return state === 'Checking' ? 'Failed' : state;
  }
}

/** Spec §4: a Web link is accepted only once it ends up Safe; other link types need no check. */
export function linkAccepted(link: { type: LinkType; acceptance?: LinkAcceptanceState | null }): boolean {
  return link.type !== 'Web' || link.acceptance === 'Safe';
}

/** Spec §4 "Spinner overlay priorities", lowest first. */
export const spinnerPriorities = ['Low', 'Normal', 'High', 'Highest'] as const;
export type SpinnerPriority = (typeof spinnerPriorities)[number];

export interface SpinnerState {
  /** The active request, or `null` when no spinner is shown. */
  active: { priority: SpinnerPriority; message?: string } | null;
}

export type SpinnerAction =
  | { type: 'show'; priority: SpinnerPriority; message?: string }
  | { type: 'hide'; priority: SpinnerPriority }
  /** Clears whatever is shown, e.g. when a flow ends in failure (spec §4 account deletion). */
  | { type: 'reset' };

export const initialSpinnerState: SpinnerState = { active: null };

const rank = (priority: SpinnerPriority) => spinnerPriorities.indexOf(priority);

/** Whether a request at `priority` may change the spinner in `state` (same or higher than the active one). */
export function spinnerRequestAllowed(state: SpinnerState, priority: SpinnerPriority): boolean {
  return state.active === null || rank(priority) >= rank(state.active.priority);
}

/**
 * The spinner overlay reducer (spec §4): Low < Normal < High < Highest, and a lower-priority request
 * cannot override a higher active one — neither by showing its own spinner nor by hiding the active one.
 * A request of equal or higher priority replaces or hides it. Returns the same object when nothing changes.
 */
export function spinnerReducer(state: SpinnerState, action: SpinnerAction): SpinnerState {
  switch (action.type) {
    case 'reset':
      return state.active === null ? state : initialSpinnerState;
    case 'show': {
      if (!spinnerRequestAllowed(state, action.priority)) return state;
      const active = {
        priority: action.priority,
        ...(action.message === undefined ? {} : { message: action.message }),
      };
      return { active };
    }
    case 'hide':
      if (state.active === null || !spinnerRequestAllowed(state, action.priority)) return state;
      return initialSpinnerState;
  }
}

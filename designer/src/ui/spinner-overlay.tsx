import {
  initialSpinnerState,
  type SpinnerPriority,
  type SpinnerState,
  spinnerReducer,
} from '@sitewright/model';
import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';

/**
 * The spinner overlay (spec §4 "Spinner overlay priorities"): one full-screen overlay for the app,
 * driven by the model's `spinnerReducer`, so a lower-priority request can neither replace nor hide
 * a higher one. It imports `@sitewright/model` (and so zod): only the app frame uses it, never a
 * marketing page.
 */
export interface SpinnerApi {
  show(priority: SpinnerPriority, message?: string): void;
  hide(priority: SpinnerPriority): void;
  /** Clears whatever is shown (a flow ending in failure, spec §4 account deletion). */
  reset(): void;
  state: SpinnerState;
}

const SpinnerContext = createContext<SpinnerApi | null>(null);

/** Provides the spinner and renders its overlay. The app frame (`layout/app-layout.tsx`) wraps app pages in it. */
export function SpinnerProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(spinnerReducer, initialSpinnerState);
  const api = useMemo<SpinnerApi>(
    () => ({
      show: (priority, message) =>
        dispatch({ type: 'show', priority, ...(message === undefined ? {} : { message }) }),
      hide: (priority) => dispatch({ type: 'hide', priority }),
      reset: () => dispatch({ type: 'reset' }),
      state,
    }),
    [state],
  );
  return (
    <SpinnerContext.Provider value={api}>
      {children}
      <SpinnerOverlay state={state} />
    </SpinnerContext.Provider>
  );
}

/** The overlay itself: nothing when idle; otherwise a blocking layer with a spinner and the message. */
export function SpinnerOverlay({ state }: { state: SpinnerState }) {
  if (state.active === null) return null;
  return (
    <div className="spinner-overlay" role="alert" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
      <p className="spinner-overlay__message">{state.active.message ?? 'Working…'}</p>
    </div>
  );
}

/** The spinner of the app frame. Must be used inside `<SpinnerProvider>`. */
export function useSpinner(): SpinnerApi {
  const api = useContext(SpinnerContext);
  if (!api) throw new Error('useSpinner must be used inside <SpinnerProvider> (app routes only).');
  return api;
}

import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

export type ToastTone = 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ToastApi {
  /** Shows a short message (spec §8 success toasts: 'Link copied', 'Draft Saved' …). */
  show(message: string, tone?: ToastTone): void;
}

/** How long a toast stays. */
export const toastDurationMs = 4000;
/** At most this many toasts on screen; older ones make way. */
const maxToasts = 3;

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the toasts of the whole app and renders them in a polite live region, bottom centre. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const shown = useRef<Toast[]>([]);
  shown.current = toasts;
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    timers.current.delete(id);
    setToasts((all) => all.filter((t) => t.id !== id));
  }, []);
  const show = useCallback(
    (message: string, tone: ToastTone = 'success') => {
      // The same message again while it shows stays one toast, kept for the full time from now.
      const same = shown.current.find((t) => t.message === message && t.tone === tone);
      if (same) {
        window.clearTimeout(timers.current.get(same.id));
        timers.current.set(
          same.id,
          window.setTimeout(() => dismiss(same.id), toastDurationMs),
        );
        return;
      }
      const id = nextId.current++;
      setToasts((all) =>
        all.some((t) => t.message === message && t.tone === tone)
          ? all
          : [...all.slice(-(maxToasts - 1)), { id, message, tone }],
      );
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), toastDurationMs),
      );
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastList toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** The toast region. Always in the page (empty when idle) so screen readers pick up new messages. */
export function ToastList({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss(id: number): void }) {
  return (
    <section className="toasts" aria-label="Notifications">
      <div role="status" aria-live="polite" className="toasts__list">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.tone}`}>
            <span>{toast.message}</span>
            <button
              type="button"
              className="toast__close"
              aria-label="Dismiss notification"
              onClick={() => onDismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Shows toasts. Must be used inside `<ToastProvider>` (the app shell provides one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

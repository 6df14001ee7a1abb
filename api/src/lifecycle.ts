/** The process's state as the load balancer sees it through `/readyz`. */
export interface Lifecycle {
  /** True from the first shutdown signal on; `/readyz` answers 503 from then. */
  readonly shuttingDown: boolean;
  beginShutdown(): void;
}

/** A fresh lifecycle, not shutting down. */
export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}

import type { RepublishProgress } from './republish-all.ts';

function duration(seconds: number | null): string {
  if (seconds === null) return '--';
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/**
 * The progress of a mass republish as one line: a bar (on a terminal, redrawn in place), then done,
 * failed, the rate and the ETA — `[#####-----] 120/480  failed 2  1.9/s  ETA 3m09s`.
 */
export function formatRepublishProgress(progress: RepublishProgress, barWidth = 24): string {
  const fraction = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 1;
  const filled = Math.round(fraction * barWidth);
  const bar = barWidth > 0 ? `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}] ` : '';
  return (
    `${bar}${progress.done}/${progress.total}  failed ${progress.failed}  ` +
    `${progress.rate.toFixed(1)}/s  ETA ${duration(progress.etaSeconds)}`
  );
}

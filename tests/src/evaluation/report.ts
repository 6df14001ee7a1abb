import type { Business } from './businesses.ts';
import type { EvaluationReport } from './evaluate.ts';
import { type CheckName, checkNames } from './page-checks.ts';
import { tradeEntry } from './trades.ts';

/** The limit on the services overlap of two different trades. */
export const maxServicesOverlap = 0.3;

/** How many businesses, trades, and trades none of the 30 bundled industries is written for. */
export function coverage(list: readonly Business[]) {
  const tradeIds = new Set(list.map((b) => b.trade));
  const outside = [...tradeIds].filter((t) => tradeEntry(t).industry === null);
  const categories = new Set([...tradeIds].map((t) => tradeEntry(t).category));
  return { businesses: list.length, trades: tradeIds.size, outsideIndustries: outside.length, categories };
}

/** Failures of one check: "Business (trade): detail". */
export function failuresOf(report: EvaluationReport, check: CheckName): string[] {
  return report.results.flatMap((r) =>
    r.findings
      .filter((f) => f.check === check)
      .map((f) => `${r.business.name} (${r.business.trade}, ${r.business.town}): ${f.detail}`),
  );
}

/** The report printed by the suite and the bench: counts, each check, the overlap figure. */
export function formatReport(report: EvaluationReport): string {
  const c = coverage(report.results.map((r) => r.business));
  const published = report.results.filter((r) => r.page).length;
  const lines = [
    `Evaluation: ${c.businesses} businesses, ${c.trades} trades (${c.outsideIndustries} outside the 30 industries), ${c.categories.size} categories; ${published} published in ${(report.elapsedMs / 1000).toFixed(1)} s`,
  ];
  for (const r of report.results.filter((x) => x.error))
    lines.push(`  NOT PUBLISHED ${r.business.name}: ${r.error}`);
  for (const check of checkNames) {
    const failing = new Set(
      report.results.filter((r) => r.findings.some((f) => f.check === check)).map((r) => r.business.name),
    );
    lines.push(
      `${failing.size === 0 ? 'pass' : 'FAIL'} ${check}: ${published - failing.size}/${published} pages`,
    );
    for (const failure of failuresOf(report, check)) lines.push(`    ${failure}`);
  }
  const [top] = report.overlaps;
  if (top) {
    lines.push(
      `${top.jaccard <= maxServicesOverlap ? 'pass' : 'FAIL'} highest services-copy Jaccard across trades: ${top.jaccard.toFixed(3)} (≤ ${maxServicesOverlap}) between ${top.a.business.name} (${top.a.business.trade}) and ${top.b.business.name} (${top.b.business.trade}); shared: ${top.shared.join(' ')}`,
    );
    const over = report.overlaps.filter((o) => o.jaccard > maxServicesOverlap);
    lines.push(
      `    ${over.length} of ${report.overlaps.length} pairs of different trades above ${maxServicesOverlap}`,
    );
  }
  if (report.sharedAcrossCategories.length > 0)
    lines.push(`Service headings written for 3+ categories: ${report.sharedAcrossCategories.join('; ')}`);
  return lines.join('\n');
}

import { businesses } from '../src/evaluation/businesses.ts';
import { evaluateBusinesses } from '../src/evaluation/evaluate.ts';
import { coverage, formatReport, maxServicesOverlap } from '../src/evaluation/report.ts';
import { atLeast, atMost, type BenchResult } from './measure.ts';

/**
 * The evaluation (tests/src/evaluation): every business created and published through the
 * api, each page checked. Figures: pages passing every check (target: all), the highest
 * services-copy Jaccard of two different trades (target ≤ 0.3), and the wall time of the run.
 */
export async function evaluationBenchmarks(): Promise<BenchResult[]> {
  const report = await evaluateBusinesses(businesses);
  console.log(formatReport(report));
  const c = coverage(businesses);
  const passing = report.results.filter((r) => r.page && r.findings.length === 0).length;
  const top = report.overlaps[0];
  return [
    atLeast('evaluation: pages passing every check', passing, `pages of ${c.businesses}`, c.businesses),
    // The pair is printed with the report above; the figure's name stays the same from run to run.
    atMost(
      'evaluation: highest services-copy Jaccard of two different trades',
      top?.jaccard ?? 0,
      '',
      maxServicesOverlap,
    ),
    {
      name: `evaluation: create and publish ${c.businesses} businesses through the api`,
      value: Math.round(report.elapsedMs / 100) / 10,
      unit: 's',
      target: 'none (reported)',
      met: true,
    },
  ];
}

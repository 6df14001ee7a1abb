import type { Response } from 'express';

/**
 * Contacts as CSV (RFC 4180): CRLF line ends; a field with a comma, a quote, a line break or
 * surrounding spaces is quoted, quotes doubled. Spreadsheet formula injection (OWASP "CSV
 * injection"): a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with
 * `'`, so Excel and Sheets show it as text instead of running it.
 */

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]|^\s|\s$/;

/** One cell, neutralised and quoted as needed. */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as one CSV text, every line ended by CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** An export's file name: `{prefix}-{handle or id}.csv`, letters, digits, `-` and `_` only. */
export const csvFileName = (prefix: string, name: string): string =>
  `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64) || 'website'}.csv`;

/**
 * Answers `csv` as a download named `fileName`: never cached, never sniffed, with a byte-order
 * mark so Excel reads the UTF-8 (names with accents) correctly.
 */
export function sendCsv(res: Response, fileName: string, csv: string): void {
  res
    .status(200)
    .set({
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(`\uFEFF${csv}`);
}

/** A submission as stored: field title → answer. */
export interface StoredSubmission {
  fields: Record<string, string>;
  submittedAt: Date;
}

/** The first column, before the form's field titles. */
export const submittedAtTitle = 'Submitted at';

/**
 * The export: a header row of `Submitted at` and the form's field titles (in form order), then any
 * other titles older submissions carry (a field since renamed or removed), alphabetically; one row
 * per submission, oldest first. A missing answer is an empty cell.
 */
export function contactsCsv(formTitles: readonly string[], submissions: readonly StoredSubmission[]): string {
  const titles = [...new Set(formTitles)];
  const extra = new Set<string>();
  for (const s of submissions)
    for (const title of Object.keys(s.fields)) if (!titles.includes(title)) extra.add(title);
  const columns = [...titles, ...[...extra].sort((a, b) => a.localeCompare(b))];
  return csvText([
    [submittedAtTitle, ...columns],
    ...submissions.map((s) => [s.submittedAt.toISOString(), ...columns.map((c) => s.fields[c] ?? '')]),
  ]);
}

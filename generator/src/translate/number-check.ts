/**
 * Numbers a translation has that its English text does not: a translation states no fact the
 * text did not (a price, a year, a count). Separators inside a number are ignored, so `1,500`,
 * `1.500` and `1 500` are one number; a number whose every digit group the text has is kept too
 * (`9:00` → `9.00`, `24/7` → `24 horas, 7 días`).
 */
export function inventedNumbers(source: string, translation: string): string[] {
  const groups = (text: string) => new Set(text.match(/\d+/g) ?? []);
  const joined = (text: string) =>
    (text.match(/\d+(?:[.,\u00a0\u202f ]\d+)*/g) ?? []).map((n) => ({
      written: n,
      digits: n.replace(/\D/g, ''),
    }));
  const sourceGroups = groups(source);
  const sourceNumbers = new Set(joined(source).map((n) => n.digits));
  const invented: string[] = [];
  for (const number of joined(translation)) {
    if (sourceNumbers.has(number.digits) || sourceGroups.has(number.digits)) continue;
    const parts = number.written.match(/\d+/g) ?? [];
    if (parts.every((part) => sourceGroups.has(part))) continue;
    if (!invented.includes(number.written)) invented.push(number.written);
  }
  return invented;
}

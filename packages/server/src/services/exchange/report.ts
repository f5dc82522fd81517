/**
 * What an import did and what it could not map, kept with the import (exchange_imports.report)
 * step after step, and said in the answer's lines and the log: nothing unmappable is dropped silently.
 */
export interface ImportReport {
  /** Russian label → how many («товаров создано»). */
  counts: Record<string, number>;
  /** What the store could not map, by kind («типы цен без сопоставления») → the items (the first LIST_MAX). */
  unmapped: Record<string, string[]>;
  /** How many items of each unmapped kind there were in all. */
  unmappedTotals: Record<string, number>;
}

const LIST_MAX = 50;

export const emptyReport = (): ImportReport => ({ counts: {}, unmapped: {}, unmappedTotals: {} });

export function asReport(value: unknown): ImportReport {
  const report = (value ?? {}) as Partial<ImportReport>;
  return { counts: report.counts ?? {}, unmapped: report.unmapped ?? {}, unmappedTotals: report.unmappedTotals ?? {} };
}

export function count(report: ImportReport, label: string, n = 1): void {
  if (n === 0) return;
  report.counts[label] = (report.counts[label] ?? 0) + n;
}

/** Notes one item the store could not map (each item once). */
export function unmapped(report: ImportReport, kind: string, item: string): void {
  const list = (report.unmapped[kind] ??= []);
  if (list.includes(item)) return;
  report.unmappedTotals[kind] = (report.unmappedTotals[kind] ?? 0) + 1;
  if (list.length < LIST_MAX) list.push(item);
}

/** The report as the lines of an answer after `success`: counts, then each unmapped kind with its items. */
export function reportLines(report: ImportReport): string[] {
  const lines = Object.entries(report.counts).map(([label, n]) => `${label}: ${n}`);
  for (const [kind, items] of Object.entries(report.unmapped)) {
    const total = report.unmappedTotals[kind] ?? items.length;
    lines.push(`${kind} (${total}): ${items.join(', ')}${total > items.length ? ', …' : ''}`);
  }
  return lines;
}

import type { ReportCell, ReportFieldInfo, ReportValues, TableReports } from '../appsscript/reportContract';
import type { Lang } from '../engine/i18n/lang';

// A report's values in words, for the phone's card and the organizer's Reports panel alike (one way of saying them).

/** A report's values as lines: each player's fields (`Franca V.: VP 10, Declared victory`), then the table's. */
export function valuesText(lang: Lang, t: TableReports, values: ReportValues): string[] {
  const said = (f: ReportFieldInfo, v: ReportCell | undefined) =>
    v === null || v === undefined || v === false ? '' : v === true ? f.label[lang] : `${f.label[lang]} ${v.toLocaleString(lang)}`;
  const of = (fields: readonly ReportFieldInfo[], cells: readonly ReportCell[] = []) =>
    fields
      .map((f, k) => said(f, cells[k]))
      .filter(Boolean)
      .join(', ');
  const lines = t.seats.map((s, i) => `${s.name}: ${of(t.form.each, values.each[i])}`);
  const table = of(t.form.table, values.table);
  return table ? [...lines, table] : lines;
}

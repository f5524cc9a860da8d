// What a player reports from their phone (SPEC §15.2), as data: each game's form is the results columns a report
// fills, per seat and once per table. The live page draws the form from it, the server checks a report's shape by it
// and writes it into those columns on approval; the values themselves are checked by the standings' own rules.

/** A value a report gives: a whole number ≥ 0 (VP, a score, centres), a year, or a box ticked. */
export type ReportValue = 'whole' | 'year' | 'flag';

export interface ReportField {
  /** The results column it fills (a key of the game's `columns`). */
  key: string;
  value: ReportValue;
  /** Left blank in most reports (a year of elimination, a ticked box): a blank is no value, not an error. */
  optional?: true;
}

/** What the form of one tournament asks, under its settings. */
export interface ReportUnder {
  /** The tournament's scoring reads what a phone cannot give (Diplomacy's year-by-year chart): reported at the desk. */
  desk: boolean;
  /** Fields this tournament's rules do not read (Draw under a system that ignores draw votes). */
  leaveOut: readonly string[];
}

/** A game's report form (SPEC §15.2): the fields of each seat, those of the table, and what its settings change. */
export interface ReportForm {
  each: readonly ReportField[];
  table: readonly ReportField[];
  under?(settings: string): ReportUnder;
}

/** The whole numbers and years a report may hold, before the game's rules judge them: a phone's typo, not a rule. */
export const REPORT_LIMITS: Readonly<Record<Exclude<ReportValue, 'flag'>, { least: number; most: number }>> = {
  whole: { least: 0, most: 9999 },
  year: { least: 1000, most: 9999 },
};

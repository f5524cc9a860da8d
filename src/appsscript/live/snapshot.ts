import type { Lang } from '../../engine/i18n/lang';
import type { Cell, Grid } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { SHARED_LABELS } from '../../engine/shared/labels';
import { columnId } from '../../engine/shared/live/columnId';
import { type NamesChoice, shortNames } from '../../engine/shared/live/names';
import { liveRounds, type SeatingSheet } from '../../engine/shared/live/round';
import { playerName } from '../../engine/shared/text';
import type { LiveSnapshot, LiveTable } from '../contract';
import type { Report } from '../sheet/report';
import { liveStakes } from './stakes';

/** The snapshot's format: a page reads this one and older ones it knows, and says it cannot read a newer one. */
export const SNAPSHOT_FORMAT = 1;

/**
 * A value as a page receives it: a share as a percentage to the sheet's one decimal (32.3; the page writes it in its
 * language, since a page's reader may read another language than the standings'), a date as its day, text and
 * numbers as they are.
 */
function shown(v: Cell, percent: boolean): string | number | boolean {
  if (percent && typeof v === 'number') return Number((v * 100).toFixed(1));
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return v ?? '';
}

/**
 * The standings as the standings sheet shows them, without its notes: the header and the player rows, the Tie-break
 * column (the notes' words) left out.
 */
function standingsTable(report: Report, name: (p: string) => string): LiveTable {
  const keep = report.labels.map((l, k) => (l === SHARED_LABELS.tieBreak ? -1 : k)).filter((k) => k >= 0);
  const player = report.labels.indexOf(SHARED_LABELS.player);
  return {
    header: keep.map((k) => String(report.rows[0][k])),
    columns: keep.map((k) => columnId(report.labels[k].en)),
    words: keep.map((k) => report.labels[k]),
    percent: keep.map((k) => report.percentColumns.includes(k)),
    rows: report.rows
      .slice(1, 1 + report.players)
      .map((row) => keep.map((k) => (k === player ? name(playerName(row[k])) : shown(row[k], report.percentColumns.includes(k))))),
  };
}

/** A short, stable text of the content: the version changes whenever the content does (FNV-1a, 52 bits). */
function digest(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return `${h1.toString(36)}${(h2 & 0xfffff).toString(36)}`;
}

export interface SnapshotInput {
  game: GameDescriptor;
  grid: Grid;
  /** The standings last built from these results, or none. */
  report: Report | null;
  title: string;
  lang: Lang;
  names: NamesChoice;
  now: Date;
  /** The seating sheet of the round Write wrote last, and when it was written. */
  seating?: SeatingSheet & { at: string };
  /** The spreadsheet's time zone. */
  timeZone?: string;
}

/** Everything that leaves the spreadsheet for one tournament (SPEC §13.1), and nothing else. */
export function snapshotOf(input: SnapshotInput): LiveSnapshot {
  const { game, grid, report, lang, seating } = input;
  const everyone: string[] = [];
  const player = report ? report.labels.indexOf(SHARED_LABELS.player) : -1;
  if (report) for (const row of report.rows.slice(1, 1 + report.players)) everyone.push(playerName(row[player]));
  const plain = liveRounds(game, grid, lang, (p) => p, seating);
  for (const t of [plain.round, ...plain.stages]) if (t) for (const row of t.rows) everyone.push(String(row[t.columns.indexOf('player')]));
  const shortened = shortNames(everyone, input.names);
  const name = (p: string) => shortened.get(playerName(p)) ?? p;
  const { round, stages, after } = input.names === 'as-written' ? plain : liveRounds(game, grid, lang, name, seating);
  const cells = (rows: Cell[][]) => rows.map((r) => r.map((v) => shown(v, false)));
  /** A round as the page receives it: its terms only where it has some, a slip only for the round in progress. */
  const table = ({ terms, slip, ...t }: NonNullable<typeof round>, withSlip: boolean) => ({
    ...t,
    rows: cells(t.rows),
    ...(Object.keys(terms).length ? { terms } : {}),
    ...(withSlip ? { slip } : {}),
  });
  // the round written last, since when: a screen shows its seats first for a while (SPEC §13.7.1)
  const since = round && seating && round.round.split(' + ').includes(seating.round) ? seating.at : undefined;
  const winners = (stage: string) => {
    const of = report?.winners[stage];
    return of && Object.keys(of).length ? Object.fromEntries(Object.entries(of).map(([t, p]) => [t, name(p)])) : undefined;
  };
  const content = {
    format: SNAPSHOT_FORMAT,
    title: input.title,
    game: game.id,
    lang,
    standings: report ? standingsTable(report, name) : null,
    round: round && { ...table(round, true), ...(since ? { since } : {}) },
    stages: stages.map((s) => ({ ...table(s, false), ...(winners(s.round) ? { winners: winners(s.round) } : {}) })),
    stakes: liveStakes(game, grid, report?.settings, lang, name),
    ...(after ? { after } : {}),
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
  };
  return { ...content, version: digest(JSON.stringify(content)), published: input.now.toISOString() };
}

import type { Lang } from '../../engine/i18n/lang';
import { inEveryLang, isSaid, type Shown } from '../../engine/i18n/message';
import { isLabel, liveLabel } from '../../engine/i18n/words';
import type { Cell, Grid } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { type NamesChoice, shortNames } from '../../engine/shared/live/names';
import { type LiveRound, liveRounds, type SeatingSheet } from '../../engine/shared/live/round';
import { COLUMN_KEYS } from '../../engine/shared/standingsColumns';
import { playerName } from '../../engine/shared/text';
import type { LiveCell, LiveRoundTable, LiveSnapshot, LiveTable } from '../contract';
import type { Report } from '../sheet/report';
import { liveStakes } from './stakes';

/**
 * The snapshot's format: a page reads this one and older ones it knows, and says it cannot read a newer one. Format 2:
 * columns are named by their keys, and a cell that is words (the Final column's place, a Diplomacy game) carries them
 * in every language, for the page to show in its own.
 */
export const SNAPSHOT_FORMAT = 2;

/**
 * A value as a page receives it: words in every language (the page's reader may read another language than the
 * standings'), a label's live words where they differ from the sheet's (a Diplomacy game's power and result), a share
 * as a percentage to the sheet's one decimal (32.3, which the page writes in its language), a date as its day, text
 * and numbers as they are.
 */
function shown(v: Shown<Cell>, percent: boolean): LiveCell {
  if (isLabel(v)) return inEveryLang(liveLabel(v));
  if (isSaid(v)) return inEveryLang(v);
  if (percent && typeof v === 'number') return Number((v * 100).toFixed(1));
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return v ?? '';
}

/**
 * The standings as the standings sheet shows them, without its notes: each column by its key with its words, and the
 * player rows, the Tie-break column (the notes' words) left out.
 */
function standingsTable(report: Report, name: (p: string) => string, lang: Lang): LiveTable {
  const keep = report.keys.flatMap((key, k) => (key === COLUMN_KEYS.tieBreak ? [] : [k]));
  const player = report.keys.indexOf(COLUMN_KEYS.player);
  const percent = (k: number) => report.percentColumns.includes(k);
  return {
    header: keep.map((k) => report.labels[k][lang]),
    columns: keep.map((k) => report.keys[k]),
    words: keep.map((k) => report.labels[k]),
    percent: keep.map(percent),
    rows: report.rows
      .slice(1, 1 + report.players)
      .map((row) => keep.map((k) => (k === player ? name(playerName(row[k] as Cell)) : shown(row[k], percent(k))))),
  };
}

/**
 * A round or a stage as the page receives it: its columns' words in the snapshot's language and in every language,
 * its terms only where it has some, a slip only for the round in progress.
 */
function roundTable({ terms, slip, ...r }: LiveRound, lang: Lang, withSlip: boolean): LiveRoundTable {
  return {
    ...r,
    header: r.header.map((h) => h[lang]),
    words: r.header,
    rows: r.rows.map((row) => row.map((v) => shown(v, false))),
    ...(Object.keys(terms).length ? { terms } : {}),
    ...(withSlip ? { slip } : {}),
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

/** Everyone named in the standings and in the rounds as written: whom the names choice shortens, each told apart. */
function everyoneIn(report: Report | null, rounds: Rounds): string[] {
  const everyone: string[] = [];
  const player = report ? report.keys.indexOf(COLUMN_KEYS.player) : -1;
  if (report) for (const row of report.rows.slice(1, 1 + report.players)) everyone.push(playerName(row[player] as Cell));
  for (const t of [rounds.round, ...rounds.stages])
    if (t) for (const row of t.rows) everyone.push(String(row[t.columns.indexOf('player')]));
  return everyone;
}

type Rounds = ReturnType<typeof liveRounds>;

/** The round in progress and the final stage with every name as the names choice shows it, and that choice. */
function namedRounds(input: SnapshotInput): Rounds & { name: (p: string) => string } {
  const { game, grid, report, seating } = input;
  // the standings' settings: a league's best-of names its matches
  const settings = report?.settings ?? '';
  const plain = liveRounds(game, grid, (p) => p, seating, settings);
  const shortened = shortNames(everyoneIn(report, plain), input.names);
  const name = (p: string) => shortened.get(playerName(p)) ?? p;
  return { ...(input.names === 'as-written' ? plain : liveRounds(game, grid, name, seating, settings)), name };
}

/** The winners of a stage's tables by table, as the names choice shows them; none before a table is scored. */
function winnersOf(report: Report | null, stage: string, name: (p: string) => string): Record<string, string> | undefined {
  const of = report?.winners[stage];
  return of && Object.keys(of).length ? Object.fromEntries(Object.entries(of).map(([t, p]) => [t, name(p)])) : undefined;
}

/** Everything that leaves the spreadsheet for one tournament (SPEC §13.1), and nothing else. */
export function snapshotOf(input: SnapshotInput): LiveSnapshot {
  const { game, grid, report, lang, seating } = input;
  const { round, stages, after, name } = namedRounds(input);
  // the round written last, since when: a screen shows its seats first for a while (SPEC §13.7.1)
  const since = round && seating && round.round.split(' + ').includes(seating.round) ? seating.at : undefined;
  const stage = (s: LiveRound) => {
    const winners = winnersOf(report, s.round, name);
    return { ...roundTable(s, lang, false), ...(winners ? { winners } : {}) };
  };
  const content = {
    format: SNAPSHOT_FORMAT,
    title: input.title,
    game: game.id,
    lang,
    standings: report ? standingsTable(report, name, lang) : null,
    round: round && { ...roundTable(round, lang, true), ...(since ? { since } : {}) },
    stages: stages.map(stage),
    stakes: liveStakes(game, grid, report?.settings, name),
    ...(after ? { after } : {}),
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
  };
  return { ...content, version: digest(JSON.stringify(content)), published: input.now.toISOString() };
}

import type { Lang } from '../../engine/i18n/lang';
import { inEveryLang, isSaid, type Shown } from '../../engine/i18n/message';
import { isLabel } from '../../engine/i18n/words';
import type { Cell, Grid } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { type NamesChoice, shortNames } from '../../engine/shared/live/names';
import { type LiveRound, liveRounds } from '../../engine/shared/live/round';
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
 * standings'), a share as a percentage to the sheet's one decimal (32.3, which the page writes in its language), a
 * date as its day, text and numbers as they are.
 */
function shown(v: Shown<Cell>, percent: boolean): LiveCell {
  if (isSaid(v) || isLabel(v)) return inEveryLang(v);
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

/** A round or a stage as the page receives it: its columns' words in the snapshot's language and in every language. */
function roundTable(r: LiveRound, lang: Lang): LiveRoundTable {
  return { ...r, header: r.header.map((h) => h[lang]), words: r.header, rows: r.rows.map((row) => row.map((v) => shown(v, false))) };
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
}

/** Everything that leaves the spreadsheet for one tournament (SPEC §13.1), and nothing else. */
export function snapshotOf(input: SnapshotInput): LiveSnapshot {
  const { game, grid, report, lang } = input;
  const everyone: string[] = [];
  const player = report ? report.keys.indexOf(COLUMN_KEYS.player) : -1;
  if (report) for (const row of report.rows.slice(1, 1 + report.players)) everyone.push(playerName(row[player] as Cell));
  const plain = liveRounds(game, grid, (p) => p);
  for (const t of [plain.round, ...plain.stages]) if (t) for (const row of t.rows) everyone.push(String(row[t.columns.indexOf('player')]));
  const shortened = shortNames(everyone, input.names);
  const name = (p: string) => shortened.get(playerName(p)) ?? p;
  const { round, stages } = input.names === 'as-written' ? plain : liveRounds(game, grid, name);
  const content = {
    format: SNAPSHOT_FORMAT,
    title: input.title,
    game: game.id,
    lang,
    standings: report ? standingsTable(report, name, lang) : null,
    round: round && roundTable(round, lang),
    stages: stages.map((s) => roundTable(s, lang)),
    stakes: liveStakes(game, grid, report?.settings, name),
  };
  return { ...content, version: digest(JSON.stringify(content)), published: input.now.toISOString() };
}

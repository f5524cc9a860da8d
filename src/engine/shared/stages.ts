import { LANGS } from '../i18n/lang';
import type { Label } from '../i18n/words';
import { withoutArticle } from './articles';
import { type Arg, type Cell, type Grid, isBlank, isGrid } from './cells';
import { ROUND_COLUMN } from './columns';
import { readGrid } from './grid';
import { SHARED_LABELS } from './labels';
import { asNumber } from './numbers';
import { STAGE_IDS, type StageId } from './stageIds';
import { STAGE_WORDS } from './stageWords';
import { fold } from './text';

/**
 * Each stage's names in a Round cell and a seating's round (docs/formats.md#the-final-stage), written in its English form:
 * `name` is one game of it (the whole stage as a message names it: shared/seating/messages.ts); `labels` are the
 * words Podium writes for it in every language (the Final column, messages), read back as the stage (SPEC §12.4);
 * `names` the other names the rules and organizers give it. Each is read in any case, with or without its
 * diacritics, hyphens, spaces and article (`Semi-finals`, `le semifinali`), and the ordinal's sign (`3º`, `3°`).
 */
export const STAGES: Record<StageId, { name: Label; labels: readonly Label[]; names: readonly string[] }> = {
  R64: {
    name: STAGE_WORDS.R64,
    labels: [SHARED_LABELS.roundOf64, STAGE_WORDS.R64, STAGE_WORDS.R64.game],
    names: ['R64', 'Trentaduesimi di finale', 'Treizecișidoimi de finală', 'Treizecișidoimile'],
  },
  R32: {
    name: STAGE_WORDS.R32,
    labels: [SHARED_LABELS.roundOf32, STAGE_WORDS.R32, STAGE_WORDS.R32.game],
    names: ['R32', 'Sedicesimi di finale', 'Șaisprezecimi de finală', 'Șaisprezecimile'],
  },
  R16: {
    name: STAGE_WORDS.R16,
    labels: [SHARED_LABELS.roundOf16, STAGE_WORDS.R16, STAGE_WORDS.R16.game],
    names: ['R16', 'Ottavi di finale', 'Optimi de finală', 'Optimile'],
  },
  QF: {
    name: SHARED_LABELS.theQuarterFinal,
    labels: [SHARED_LABELS.quarterFinal, STAGE_WORDS.QF, STAGE_WORDS.QF.game],
    names: ['QF', 'Quarti', 'Sferturi', 'Quarterfinal'],
  },
  SF: {
    name: SHARED_LABELS.theSemiFinal,
    labels: [SHARED_LABELS.semiFinal, STAGE_WORDS.SF, STAGE_WORDS.SF.game],
    names: ['SF', 'Semifinalele', 'Semifinal'],
  },
  '3P': {
    name: SHARED_LABELS.theThirdPlaceGame,
    labels: [SHARED_LABELS.thirdPlace, STAGE_WORDS['3P'], STAGE_WORDS['3P'].game],
    names: ['3P', 'Finalina', 'Bronze match', '3rd place'],
  },
  F: {
    name: SHARED_LABELS.theFinal,
    labels: [SHARED_LABELS.final, SHARED_LABELS.topBoard, STAGE_WORDS.F, STAGE_WORDS.F.game],
    names: ['F'],
  },
};

/** A stage's name as it is looked up: folded, without its article, its spaces, hyphens and ordinal signs. */
const key = (text: string) => withoutArticle(fold(text)).replace(/[\s\-º°]/g, '');
const namesOf = (id: StageId) => [
  ...STAGES[id].names,
  ...[STAGES[id].name, ...STAGES[id].labels].flatMap((l) => LANGS.map((lang) => l[lang])),
];
const BY_NAME = new Map(STAGE_IDS.flatMap((id) => namesOf(id).map((n) => [key(n), id] as const)));
/** A choice as the sidebar lists it and a message names it: the stage's name, then its id in brackets. */
const WITH_ID = /^(.*\S)\s*\(([^()]*)\)\s*$/;

/** The stage a Round cell names (`Semifinali`, `SF`, `Semifinali (SF)`), or undefined for a numbered round (or anything else). */
export function stageNamed(cell: Cell): StageId | undefined {
  if (typeof cell !== 'string') return undefined;
  const named = BY_NAME.get(key(cell));
  if (named) return named;
  const both = cell.trimEnd().endsWith(')') ? WITH_ID.exec(cell) : null;
  const [name, id] = both ? [BY_NAME.get(key(both[1])), BY_NAME.get(key(both[2]))] : [];
  return name === id ? name : undefined;
}

/** A round written with a word before its number: `Round 3`, `R3`, `Turno 3`, `Runda 3` (a word of letters, then digits). */
const WORD_AND_NUMBER = /^\p{L}+\.?\s*(\d+)$/u;

/**
 * What a Round cell names (docs/conventions.md#round-labels): a numbered round — a whole number from 1, written as
 * digits, optionally after a word — or a stage of the final; undefined for anything else (`Playoff`, `1bis`), which
 * every reader of results refuses at its cell rather than count as one more round.
 */
export function roundLabel(cell: Cell): number | StageId | undefined {
  const stage = stageNamed(cell);
  if (stage) return stage;
  const worded = typeof cell === 'string' ? WORD_AND_NUMBER.exec(cell.trim()) : null;
  const n = worded ? Number(worded[1]) : asNumber(cell);
  return n !== undefined && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/** The Round column of a results grid's header row, or −1. */
function roundColumn(grid: Grid): number {
  const names = ROUND_COLUMN.names.map(fold);
  return grid[0].findIndex((h) => (typeof h === 'string' || typeof h === 'number') && names.includes(fold(String(h))));
}

/** The results split by the Round column: the numbered rounds, and the stage rows, each with the others blanked. */
export interface SplitResults {
  preliminary: Arg;
  stages: Grid | undefined;
  /** The stages the results hold rows of. */
  held: Set<StageId>;
}

/**
 * Splits a header-driven results range into its preliminary rounds and its final stage (docs/formats.md#the-final-stage), keeping every
 * row where it is (blanked) so that messages name the right row. A range without a Round column is passed on as it
 * is: the standings name what is missing.
 */
export function splitStages(fn: string, results: Arg, keep: (stage: StageId) => boolean = () => false): SplitResults {
  const none = { preliminary: results, stages: undefined, held: new Set<StageId>() };
  if (!isGrid(results) || results.length === 0) return none;
  const grid = readGrid(fn, 'results', results);
  const column = roundColumn(grid);
  if (column < 0) return none;
  const held = new Set<StageId>();
  const stageRow = grid.map((row, r) => {
    const stage = r === 0 || isBlank(row[column]) ? undefined : stageNamed(row[column]);
    if (stage) held.add(stage);
    return stage !== undefined && !keep(stage);
  });
  if (!held.size) return none;
  const blank = (row: Cell[]) => row.map(() => '');
  return {
    preliminary: grid.map((row, r) => (stageRow[r] ? blank(row) : row)),
    stages: grid.map((row, r) => (r === 0 || stageRow[r] ? row : blank(row))),
    held,
  };
}

/** The numbered rounds a results range holds rows of (the Round cells that name a numbered round). */
export function numberedRounds(fn: string, results: Arg): number[] {
  if (!isGrid(results) || results.length === 0) return [];
  const grid = readGrid(fn, 'results', results);
  const column = roundColumn(grid);
  const rounds = new Set<number>();
  if (column >= 0)
    for (const row of grid.slice(1)) {
      const round = roundLabel(row[column]);
      if (typeof round === 'number') rounds.add(round);
    }
  return [...rounds].sort((a, b) => a - b);
}

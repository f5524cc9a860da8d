import type { Said } from '../i18n/message';
import type { Label } from '../i18n/words';
import type { Grid } from './cells';
import { SHARED_LABELS } from './labels';
import { say } from './messages';
import { type Ranked, rankBy } from './ranking';
import { STAGE_IDS, type StageId } from './stageIds';
import { STAGES, stageNamed } from './stages';
import type { OutputColumn, StagesPlayed, StageTable, Standings } from './standings';
import { COLUMN_KEYS } from './standingsColumns';
import { readTournament, type Sitting, type Tournament, type TournamentLayout } from './tournament';

/** What the Final column reads (docs/formats.md#the-final-stage): the last stage a player reached. */
export type FinalLabel = (typeof SHARED_LABELS)[
  | 'champion'
  | 'final'
  | 'thirdPlace'
  | 'semiFinal'
  | 'quarterFinal'
  | 'roundOf16'
  | 'roundOf32'
  | 'roundOf64'
  | 'topBoard'];

/** A stage is complete when it has as many tables as it should and every one is scored. */
export function stagesPlayed(tables: Map<StageId, StageTable[]>, expected: (stage: StageId) => number): StagesPlayed {
  const complete = new Set<StageId>();
  for (const [stage, list] of tables) if (list.length === expected(stage) && list.every((t) => t.scored)) complete.add(stage);
  return { tables, complete };
}

/** A finalist's place so far: a bucket (lower is better; equal buckets go by preliminary rank), its label, its path. */
interface FinalPlace {
  bucket: number;
  label: FinalLabel;
  path: Partial<Record<StageId, number>>;
}

/** The finalists' places, built stage by stage, each complete stage refining what the ones before it said. */
export class FinalPlaces {
  readonly places = new Map<string, FinalPlace>();
  set(player: string, stage: StageId, bucket: number, label: FinalLabel): void {
    const place = this.places.get(player) ?? { bucket, label, path: {} };
    place.bucket = bucket;
    place.label = label;
    place.path[stage] = bucket;
    this.places.set(player, place);
  }
}

/** The stage at which two finalists' paths parted, for the note that says why one is below the other. */
function parted(a: FinalPlace, b: FinalPlace): Label {
  const stage = STAGE_IDS.find((s) => a.path[s] !== b.path[s]);
  return stage ? STAGES[stage].name : SHARED_LABELS.thePreliminaryStandings;
}

/**
 * The final ranking (docs/formats.md#the-final-stage): the finalists first, by their bucket and then their preliminary rank, ranks 1..k
 * never shared; then everyone else in the preliminary order, ranked as the chain ranks them; and a Final column,
 * last (docs/formats.md#the-final-stage). Players without a place keep their preliminary order.
 */
export function rankWithFinals<T>(s: Standings<T>, finals: FinalPlaces, reorder = true): Standings<T> {
  const column: OutputColumn<T> = {
    key: COLUMN_KEYS.final,
    header: SHARED_LABELS.final,
    value: (r: Ranked<T>) => finals.places.get(s.name(r.item))?.label ?? '',
  };
  if (!reorder) return { ...s, columns: [...s.columns, column] };
  const position = new Map(s.ranked.map((r, i) => [s.name(r.item), i]));
  const placeOf = (r: Ranked<T>) => finals.places.get(s.name(r.item));
  const finalists = s.ranked
    .filter((r) => placeOf(r))
    .sort(
      (x, y) =>
        (placeOf(x)?.bucket as number) - (placeOf(y)?.bucket as number) ||
        (position.get(s.name(x.item)) as number) - (position.get(s.name(y.item)) as number),
    );
  const ranked: Ranked<T>[] = finalists.map((r, i) => ({
    item: r.item,
    rank: i + 1,
    shared: false,
    decidedBy: i === 0 ? undefined : parted(placeOf(finalists[i - 1]) as FinalPlace, placeOf(r) as FinalPlace),
  }));
  const others = rankBy(
    s.ranked.filter((r) => !placeOf(r)).map((r) => r.item),
    s.chain,
  );
  others.forEach((r, i) => {
    ranked.push({
      ...r,
      rank: r.rank + finalists.length,
      decidedBy: i === 0 && finalists.length ? SHARED_LABELS.theFinalStage : r.decidedBy,
    });
  });
  return {
    ...s,
    ranked,
    columns: [...s.columns, column],
  };
}

/**
 * Reads the stage rows (docs/formats.md#the-final-stage): each table or board of a stage the game plays, checked as the game checks any
 * table (`order` gives a scored one's finishing order, winner first, or undefined when it found a problem); a stage
 * the game does not play, a player with no preliminary game, or a row aside (a bye) is an error at its cell.
 */
export function readStages<K extends string, T>(
  fn: string,
  grid: Grid,
  layout: TournamentLayout<K>,
  game: { title: string; stages: readonly StageId[]; byes?: StageId },
  preliminary: Standings<T>,
  order: (sitting: Sitting<K>, problems: Tournament<K>['problems']) => string[] | undefined,
): StagesRead {
  const { sittings, waiting, aside, problems, warnings } = readTournament(fn, grid, layout);
  const known = new Set(preliminary.ranked.map((r) => preliminary.name(r.item)));
  const tables = new Map<StageId, StageTable[]>();
  const noun = layout.noun;
  const byes = stageByes(game, known, aside, (bye) =>
    problems.at(bye.row, layout.group, say('stageNoBye', { kind: noun }), say('atRound', { round: bye.round })),
  );
  for (const sitting of [...sittings, ...waiting]) {
    const stage = checkedStage(game, known, { ...sitting, rows: sitting.entries }, problems);
    if (!stage) continue;
    const scored = sittings.includes(sitting);
    const players = scored ? order(sitting, problems) : sitting.entries.map((e) => e.player);
    if (!players) continue;
    const list = tables.get(stage) ?? [];
    list.push({ id: sitting.id, players, scored });
    tables.set(stage, list);
  }
  problems.throwIfAny(fn);
  return { tables, warnings, scored: sittings.length, byes: byes.map((b) => b.player) };
}

/** The stage rows as the standings read them: each stage's tables, the byes of a bracket's first stage, the warnings. */
export interface StagesRead {
  tables: Map<StageId, StageTable[]>;
  warnings: Said[];
  scored: number;
  byes: string[];
}

/**
 * A bracket's byes (docs/formats.md#brackets): its top seeds wait for its second stage, a bye row of its first stage
 * saying so; any other bye row (a later stage, a game without byes, a player with no preliminary game) is told.
 */
export function stageByes<B extends { round: string; player: string }>(
  game: { byes?: StageId },
  known: ReadonlySet<string>,
  aside: readonly B[],
  tell: (bye: B) => void,
): B[] {
  const byes = aside.filter((bye) => game.byes !== undefined && stageNamed(bye.round) === game.byes && known.has(bye.player));
  for (const bye of aside) if (!byes.includes(bye)) tell(bye);
  return byes;
}

/** A stage table's stage, when the game plays it and every player is a finalist; else undefined, told at its cells. */
export function checkedStage(
  game: { title: string; stages: readonly StageId[] },
  known: ReadonlySet<string>,
  group: { round: string; label: Said; rows: readonly { row: number; player: string }[] },
  problems: { at(row: number, column: 'round' | 'player', message: Said, group?: Said): void },
): StageId | undefined {
  const stage = stageNamed(group.round) as StageId;
  if (!game.stages.includes(stage)) {
    const stages = [...game.stages];
    problems.at(group.rows[0].row, 'round', say('notThisGamesStage', { round: group.round, game: game.title, stages }), group.label);
    return undefined;
  }
  const strangers = group.rows.filter((e) => !known.has(e.player));
  for (const e of strangers) problems.at(e.row, 'player', say('notAFinalist', { player: e.player }), group.label);
  return strangers.length ? undefined : stage;
}

/**
 * Players of a stage who did not qualify for it (docs/formats.md#the-final-stage): the standings trust the stage rows, and say so. The
 * first stage takes the preliminary top `cut` (players sharing a rank at the cut all qualify); a later stage, the
 * players a complete earlier stage sent on.
 */
export function substitutes(stage: StageId, players: readonly string[], qualified: (player: string) => boolean, why: Said): Said[] {
  return players.filter((p) => !qualified(p)).map((p) => say('substitute', { player: p, stage, why }));
}

/** The preliminary standings with the final stage on top: its places, its warnings, its tables (docs/formats.md#the-final-stage). */
export function withFinalStage<T>(
  preliminary: Standings<T>,
  read: StagesRead,
  played: StagesPlayed,
  places: FinalPlaces,
  warnings: Said[],
): Standings<T> {
  return rankWithFinals(
    {
      ...preliminary,
      warnings: [...preliminary.warnings, ...read.warnings, ...warnings],
      games: preliminary.games + read.scored,
      final: { preliminary: preliminary.ranked, played },
    },
    places,
  );
}

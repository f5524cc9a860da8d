import type { Grid } from '../shared/cells';
import { type FinalLabel, FinalPlaces, readStages, type StagesRead, stagesPlayed, substitutes, withFinalStage } from '../shared/finalStage';
import { readFlag } from '../shared/flags';
import { SHARED_LABELS } from '../shared/labels';
import { say as sayShared } from '../shared/messages';
import type { StageId } from '../shared/stageIds';
import type { Standings } from '../shared/standings';
import type { TournamentLayout } from '../shared/tournament';
import { type Bracket, bracketOf, cutOf } from './bracket';
import { say } from './messages';
import { readScore, starterProblem } from './roundPoints';
import type { CarcassonneSettings } from './settings';
import type { CarcassonneKey, CarcassonneStanding } from './standing';

/** The Final column's words for a player whose last stage this is (docs/formats.md#the-final-stage, #brackets). */
const REACHED: Record<StageId, FinalLabel> = {
  R64: SHARED_LABELS.roundOf64,
  R32: SHARED_LABELS.roundOf32,
  R16: SHARED_LABELS.roundOf16,
  QF: SHARED_LABELS.quarterFinal,
  SF: SHARED_LABELS.semiFinal,
  '3P': SHARED_LABELS.thirdPlace,
  F: SHARED_LABELS.final,
};

/**
 * Places after each complete stage (docs/formats.md#the-final-stage, #brackets): a bucket (equal buckets go by
 * preliminary rank) and the Final column's words, for the game's winner and its loser. A winner goes on to the next
 * stage (bucket 1, its name); a loser takes the places the stage decides (R16's: 9th–16th); the third-place game and
 * the final decide their places alone.
 */
function placesOf(bracket: Bracket, stage: StageId): { winner: [number, FinalLabel]; loser: [number, FinalLabel] } {
  if (stage === 'F') return { winner: [1, SHARED_LABELS.champion], loser: [2, SHARED_LABELS.final] };
  if (stage === '3P') return { winner: [3, SHARED_LABELS.thirdPlace], loser: [4, SHARED_LABELS.thirdPlace] };
  const path = bracket.stages.filter((s) => s !== '3P');
  const next = path[path.indexOf(stage) + 1];
  return { winner: [1, REACHED[next]], loser: [bracket.losersFrom(stage), REACHED[stage]] };
}

/** Two players of a stage game, the better preliminary rank first, then the earlier in the preliminary order. */
export function betterFirst(preliminary: Standings<CarcassonneStanding>): (a: string, b: string) => [string, string] {
  const position = new Map(preliminary.ranked.map((r, i) => [r.item.player, i]));
  return (a, b) => ((position.get(a) as number) < (position.get(b) as number) ? [a, b] : [b, a]);
}

/** The stages a bracket plays, and the one whose bye rows it reads (its first, when its top seeds wait). */
export const bracketGame = (bracket: Bracket) => ({
  title: 'Carcassonne',
  stages: bracket.stages,
  byes: bracket.byes.length ? bracket.stages[0] : undefined,
});

/**
 * The Carcassonne knockout (docs/formats.md#the-final-stage): each stage game a duel, won on score; an equal score goes to the better
 * preliminary rank (`kotie=rank`, the starter where the ranks are shared) or against the starter (`kotie=starter-loses`).
 */
export function carcassonneFinalStage(
  fn: string,
  stages: Grid,
  preliminary: Standings<CarcassonneStanding>,
  settings: CarcassonneSettings,
  layout: TournamentLayout<CarcassonneKey>,
  hasStarts: boolean,
): Standings<CarcassonneStanding> {
  const bracket = bracketOf(cutOf(settings.finals));
  const rank = new Map(preliminary.ranked.map((r) => [r.item.player, r.rank]));
  const better = betterFirst(preliminary);
  const game = bracketGame(bracket);
  const read = readStages(fn, stages, layout, game, preliminary, (sitting, problems) => {
    const { entries, label } = sitting;
    if (entries.length !== 2) {
      problems.at(entries[0].row, 'table', say('finalNotDuel', { players: entries.length }), label);
      return undefined;
    }
    const scores = entries.map((e) => problems.read(e.row, 'score', () => readScore(e.cells.score, problems.header('score')), label));
    const starts = entries.map((e) =>
      hasStarts ? problems.read(e.row, 'starts', () => readFlag(e.cells.starts, problems.header('starts')), label) : false,
    );
    if (scores.includes(undefined) || starts.includes(undefined)) return undefined;
    const [a, b] = entries.map((e) => e.player);
    if (scores[0] !== scores[1]) return (scores[0] as number) > (scores[1] as number) ? [a, b] : [b, a];
    const starter = starts.filter(Boolean).length === 1 ? (starts[0] ? a : b) : undefined;
    if (settings.kotie === 'starter-loses') {
      const problem = starterProblem(hasStarts ? (starts as boolean[]) : undefined, 'kotie', problems.header('starts'));
      if (problem) {
        problems.at(entries[0].row, hasStarts ? 'starts' : 'score', problem, label);
        return undefined;
      }
      return starter === a ? [b, a] : [a, b];
    }
    // kotie=rank: the better preliminary rank; where it is shared, the seating made the better-ranked one the starter
    if (starter && rank.get(a) === rank.get(b)) return starter === a ? [a, b] : [b, a];
    return better(a, b);
  });
  return bracketStandings(preliminary, bracket, read);
}

/**
 * The preliminary standings with the bracket on top (docs/formats.md#brackets), from its stages' tables as read in
 * either mode (duels, or matches: league/finalStage.ts): each complete stage's winners go on, its losers take the
 * places it decides, the first stage's byes go on with its winners; a player of a stage not sent to it is a substitute.
 */
export function bracketStandings(
  preliminary: Standings<CarcassonneStanding>,
  bracket: Bracket,
  read: StagesRead,
): Standings<CarcassonneStanding> {
  const rank = new Map(preliminary.ranked.map((r) => [r.item.player, r.rank]));
  const stageIds = bracket.stages;
  const first = stageIds[0];
  const played = stagesPlayed(read.tables, bracket.games);
  const places = new FinalPlaces();
  const players = (stage: StageId) => (read.tables.get(stage) ?? []).flatMap((t) => t.players);
  const qualified = (p: string) => (rank.get(p) as number) <= bracket.cut;
  // the seeds with a bye: the first stage's bye rows, or else the best qualifiers who play none of its games
  const waited = read.byes.length
    ? read.byes
    : preliminary.ranked
        .map((r) => r.item.player)
        .filter((p) => qualified(p) && !players(first).includes(p))
        .slice(0, bracket.byes.length);
  for (const stage of stageIds)
    if (played.complete.has(stage)) {
      const { winner, loser } = placesOf(bracket, stage);
      if (stage === first) for (const p of waited) places.set(p, stage, ...winner);
      for (const t of read.tables.get(stage) ?? []) {
        places.set(t.players[0], stage, ...winner);
        places.set(t.players[1], stage, ...loser);
      }
    }
  const warnings = substitutes(first, players(first), qualified, sayShared('topQualify', { cut: bracket.cut }));
  // a later stage takes the winners (the third-place game, the losers) of a complete stage before it, and the byes
  const sent = (stage: StageId, k: 0 | 1) => new Set((read.tables.get(stage) ?? []).map((t) => t.players[k]));
  for (const stage of stageIds.slice(1)) {
    const before = bracket.before(stage) as StageId;
    const k = stage === '3P' ? 1 : 0;
    const fed = new Set([...sent(before, k), ...(before === first && k === 0 ? waited : [])]);
    if (played.complete.has(before))
      warnings.push(...substitutes(stage, players(stage), (p) => fed.has(p), sayShared('stageSentOthers', { stage: before })));
  }
  const byes = played.complete.has(first) ? waited : [];
  return withFinalStage(preliminary, read, { ...played, byes }, places, warnings);
}

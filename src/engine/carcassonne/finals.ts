import type { Grid } from '../shared/cells';
import { type FinalLabel, FinalPlaces, readStages, stagesPlayed, substitutes, withFinalStage } from '../shared/finalStage';
import { readFlag } from '../shared/flags';
import { SHARED_LABELS } from '../shared/labels';
import { say as sayShared } from '../shared/messages';
import type { StageId } from '../shared/stageIds';
import type { Standings } from '../shared/standings';
import type { TournamentLayout } from '../shared/tournament';
import { say } from './messages';
import { readScore, starterProblem } from './roundPoints';
import type { CarcassonneSettings } from './settings';
import type { CarcassonneKey, CarcassonneStanding } from './standing';

/** The knockout's stages and their games: quarter-finals of the top 8 (or none with the top 4), semi-finals, then the final and the third-place game. */
export const KNOCKOUT: Record<CarcassonneSettings['finals'], { cut: number; games: Partial<Record<StageId, number>> }> = {
  top8: { cut: 8, games: { QF: 4, SF: 2, '3P': 1, F: 1 } },
  top4: { cut: 4, games: { SF: 2, '3P': 1, F: 1 } },
};

/**
 * Places after each complete stage (docs/formats.md#the-final-stage): a bucket (equal buckets go by preliminary rank) and the Final
 * column's words, for the game's winner and its loser.
 */
const PLACES: Record<StageId, { winner: [number, FinalLabel]; loser: [number, FinalLabel] }> = {
  QF: { winner: [1, SHARED_LABELS.semiFinal], loser: [5, SHARED_LABELS.quarterFinal] },
  SF: { winner: [1, SHARED_LABELS.final], loser: [3, SHARED_LABELS.semiFinal] },
  '3P': { winner: [3, SHARED_LABELS.thirdPlace], loser: [4, SHARED_LABELS.thirdPlace] },
  F: { winner: [1, SHARED_LABELS.champion], loser: [2, SHARED_LABELS.final] },
};

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
  const knockout = KNOCKOUT[settings.finals];
  const position = new Map(preliminary.ranked.map((r, i) => [r.item.player, i]));
  const rank = new Map(preliminary.ranked.map((r) => [r.item.player, r.rank]));
  const stageIds = Object.keys(knockout.games) as StageId[];
  const read = readStages(fn, stages, layout, { title: 'Carcassonne', stages: stageIds }, preliminary, (sitting, problems) => {
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
    const [ra, rb] = [rank.get(a) as number, rank.get(b) as number];
    if (ra !== rb) return ra < rb ? [a, b] : [b, a];
    if (starter) return starter === a ? [a, b] : [b, a];
    return (position.get(a) as number) < (position.get(b) as number) ? [a, b] : [b, a];
  });
  const played = stagesPlayed(read.tables, (stage) => knockout.games[stage] ?? 0);
  const places = new FinalPlaces();
  for (const stage of ['QF', 'SF', '3P', 'F'] as const)
    if (played.complete.has(stage))
      for (const t of read.tables.get(stage) ?? []) {
        places.set(t.players[0], stage, ...PLACES[stage].winner);
        places.set(t.players[1], stage, ...PLACES[stage].loser);
      }
  const players = (stage: StageId) => (read.tables.get(stage) ?? []).flatMap((t) => t.players);
  const first = stageIds[0];
  const warnings = substitutes(
    first,
    players(first),
    (p) => (rank.get(p) as number) <= knockout.cut,
    sayShared('topQualify', { cut: knockout.cut }),
  );
  // a later stage takes the winners (the third-place game, the losers) of a complete stage before it
  const sent = (stage: StageId, k: 0 | 1) => new Set((read.tables.get(stage) ?? []).map((t) => t.players[k]));
  const follows: [StageId, StageId, 0 | 1][] = [
    ['SF', 'QF', 0],
    ['F', 'SF', 0],
    ['3P', 'SF', 1],
  ];
  for (const [stage, before, k] of follows)
    if (played.complete.has(before))
      warnings.push(...substitutes(stage, players(stage), (p) => sent(before, k).has(p), sayShared('stageSentOthers', { stage: before })));
  return withFinalStage(preliminary, read, played, places, warnings);
}

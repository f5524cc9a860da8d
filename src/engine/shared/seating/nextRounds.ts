import type { Arg } from '../cells';
import type { GameDescriptor } from '../game';
import type { StageId } from '../stageIds';
import { numberedRounds, splitStages } from '../stages';

/**
 * What *Seat next round* offers (docs/seating.md): the next numbered round, and once every written round is scored the
 * next stage of the final (the final and the third-place game as two choices); once the final stage has begun, only
 * its next stage. The first is the default. Wrong data is the seating's to report: here it offers the next round.
 */
export function nextRounds(game: GameDescriptor, results: Arg, settings: string): string[] {
  const rounds = numberedRounds(game.standingsFunction, results);
  const next = String((rounds[rounds.length - 1] ?? 0) + 1);
  let standings: ReturnType<GameDescriptor['standings']>;
  try {
    standings = game.standings(game.standingsFunction, results, settings);
  } catch {
    return [next];
  }
  const sequence = game.seating.stages(settings, standings.final?.preliminary.length ?? standings.ranked.length);
  const held = splitStages(game.standingsFunction, results).held;
  if (!held.size) return rounds.length && !standings.unscored.length ? [next, ...sequence[0]] : [next];
  // the first group of stages not all held, once every stage before it is complete
  const complete = standings.final?.played.complete ?? new Set<StageId>();
  for (let k = 0; k < sequence.length; k++) {
    const open = sequence[k].filter((s) => !held.has(s));
    if (!open.length) continue;
    return sequence
      .slice(0, k)
      .flat()
      .every((s) => complete.has(s))
      ? open
      : [];
  }
  return [];
}

import type { Said } from '../../i18n/message';
import type { Grid } from '../../shared/cells';
import { checkedStage, type StagesRead, stageByes } from '../../shared/finalStage';
import { say as sayShared } from '../../shared/messages';
import type { StageId } from '../../shared/stageIds';
import type { StageTable, Standings } from '../../shared/standings';
import { bracketOf, cutOf, stageBestOf } from '../bracket';
import { betterFirst, bracketGame, bracketStandings } from '../finals';
import type { CarcassonneSettings } from '../settings';
import type { CarcassonneStanding } from '../standing';
import type { Match } from './match';
import { gatherRows, judged, openMatches } from './matches';
import { readMatch } from './matchGames';

/** A complete match's players, its winner first; a drawn match (every game played, equal wins) the better-ranked first. */
function winnerFirst(match: Match, better: (a: string, b: string) => [string, string]): string[] {
  const [a, b] = match.players;
  const [wa, wb] = match.won;
  return wa === wb ? better(a, b) : wa > wb ? [a, b] : [b, a];
}

/** A match seated and not yet complete: its players in row order. */
const unplayed = (group: { id: string; rows: { player: string }[] }): StageTable => ({
  id: group.id,
  players: [...new Set(group.rows.map((r) => r.player))],
  scored: false,
});

/**
 * A bracket in a results range of matches (docs/formats.md#brackets, SPEC §17.5): each stage's game a match of §17.1,
 * the best of `stage-best-of=` for its stage (`best-of` by default), won by whoever reaches more than half its games;
 * a drawn match (every game played, equal wins) sends the better preliminary rank through. A match not complete keeps
 * its stage open, with the warning the rounds give. A stage the bracket does not play, a player with no preliminary
 * match, or a bye outside the first stage of a bracket with byes, is an error at its cell.
 */
export function matchFinalStage(
  fn: string,
  stages: Grid,
  preliminary: Standings<CarcassonneStanding>,
  settings: CarcassonneSettings,
): Standings<CarcassonneStanding> {
  const bracket = bracketOf(cutOf(settings.finals));
  const game = bracketGame(bracket);
  const better = betterFirst(preliminary);
  const known = new Set(preliminary.ranked.map((r) => r.item.player));
  const { table, problems, games, hasGame } = openMatches(fn, stages);
  // a stage is a label of its own: its rows are gathered under the stage as written
  const { groups, byes } = gatherRows(table.rows, problems, games, 'free');
  const tables = new Map<StageId, StageTable[]>();
  const warnings: Said[] = [];
  let scored = 0;
  const waiting = stageByes(game, known, byes, (bye) =>
    problems.at(bye.row, 'match', sayShared('stageNoBye', { kind: 'table' }), sayShared('atRound', { round: bye.round })),
  );
  for (const group of groups.values()) {
    const stage = checkedStage(game, known, group, problems);
    if (!stage) continue;
    const match = readMatch(group, games, hasGame, problems);
    if (match === undefined) continue;
    const complete = match !== 'waiting' && judged(match, stageBestOf(settings, stage), problems, games, warnings) === 'complete';
    const list = tables.get(stage) ?? [];
    tables.set(stage, list);
    list.push(complete ? { id: group.id, players: winnerFirst(match, better), scored: true } : unplayed(group));
    if (complete) scored++;
  }
  problems.throwIfAny(fn);
  const read: StagesRead = { tables, warnings, scored, byes: waiting.map((b) => b.player) };
  return bracketStandings(preliminary, bracket, read);
}

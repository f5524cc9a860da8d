import type { Grid } from '../shared/cells';
import { FinalPlaces, rankWithFinals, readStages, stagesPlayed, substitutes, withFinalStage } from '../shared/finalStage';
import { SHARED_LABELS } from '../shared/labels';
import { say } from '../shared/messages';
import { stageNamed } from '../shared/stages';
import type { Standings } from '../shared/standings';
import type { Sitting, Tournament, TournamentLayout } from '../shared/tournament';
import type { DiplomacyKey, DiplomacyStanding, PlayedGame } from './standing';

/** The top board takes the preliminary top 7 (docs/formats.md#the-final-stage). */
export const TOP_BOARD = 7;

/**
 * The Diplomacy top board with `final=replace` (docs/formats.md#the-final-stage): once scored, its players take places 1–7 by their game
 * points under the tournament's system, then by the better preliminary rank.
 */
export function diplomacyFinalStage(
  fn: string,
  stages: Grid,
  preliminary: Standings<DiplomacyStanding>,
  layout: TournamentLayout<DiplomacyKey>,
  score: (sitting: Sitting<DiplomacyKey>, problems: Tournament<DiplomacyKey>['problems']) => PlayedGame[] | undefined,
): Standings<DiplomacyStanding> {
  const position = new Map(preliminary.ranked.map((r, i) => [r.item.player, i]));
  const read = readStages(fn, stages, layout, { title: 'Diplomacy', stages: ['F'] }, preliminary, (sitting, problems) =>
    score(sitting, problems)
      ?.sort((a, b) => b.game.points.compare(a.game.points) || (position.get(a.player) as number) - (position.get(b.player) as number))
      .map((g) => g.player),
  );
  const played = stagesPlayed(read.tables, () => 1);
  const places = new FinalPlaces();
  if (played.complete.has('F'))
    read.tables.get('F')?.[0].players.forEach((p, k) => {
      places.set(p, 'F', 1 + k, k === 0 ? SHARED_LABELS.champion : SHARED_LABELS.topBoard);
    });
  const rank = new Map(preliminary.ranked.map((r) => [r.item.player, r.rank]));
  const players = (read.tables.get('F') ?? []).flatMap((t) => t.players);
  const warnings = substitutes('F', players, (p) => (rank.get(p) as number) <= TOP_BOARD, say('topQualify', { cut: TOP_BOARD }));
  return withFinalStage(preliminary, read, played, places, warnings);
}

/**
 * `final=add` (docs/formats.md#the-final-stage): the top board already counted as one more round; its best-ranked player is the Champion
 * and the others read Top board, once it is scored. Nobody moves.
 */
export function topBoardAdded(preliminary: Standings<DiplomacyStanding>): Standings<DiplomacyStanding> {
  const finalists = preliminary.ranked.filter((r) => r.item.games.some((g) => stageNamed(g.round) === 'F'));
  const places = new FinalPlaces();
  finalists.forEach((r, k) => {
    places.set(r.item.player, 'F', 1 + k, k === 0 ? SHARED_LABELS.champion : SHARED_LABELS.topBoard);
  });
  return rankWithFinals(preliminary, places, false);
}

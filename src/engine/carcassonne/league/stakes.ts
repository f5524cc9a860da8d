import type { Arg } from '../../shared/cells';
import type { Fraction } from '../../shared/fraction';
import { answerStakes, type StakesTable } from '../../shared/stakes/answer';
import type { Outcome } from '../../shared/stakes/field';
import { plannedRounds, roundInProgress } from '../../shared/stakes/rounds';
import type { Standings } from '../../shared/standings';
import { cutOf } from '../bracket';
import type { CarcassonneSettings } from '../settings';
import type { CarcassonneStanding } from '../standing';
import { isDecided, type OpenMatch, readMatches } from './matches';
import { say } from './messages';
import { matchValues } from './records';

/** A match's result as Needs names it: a win, a drawn match, a loss (0 the best). */
const MATCH_RESULT = { win: 0, draw: 1, loss: 2 };

/**
 * Every way an open match can still end, from its games so far (docs/stakes.md, docs/leagues.md#stakes-before-the-last-round): each next game
 * won by either player or, where the rows give each game's Score, drawn, until a player has won ⌈N/2⌉ or N games are
 * played. A best of 3 at 1–0 after a drawn game can still end 2–0, 1–0 or 1–1, never lost by the leader; with Games won
 * (no drawn game can be written) a match is won or lost.
 */
export function matchEndings(
  m: Pick<OpenMatch, 'won' | 'played'>,
  bestOf: number,
  drawnGames: boolean,
): (typeof MATCH_RESULT)[keyof typeof MATCH_RESULT][] {
  const ends = new Set<number>();
  const play = (a: number, b: number, played: number) => {
    if (isDecided({ won: [a, b], played }, bestOf)) {
      ends.add(a > b ? MATCH_RESULT.win : a < b ? MATCH_RESULT.loss : MATCH_RESULT.draw);
      return;
    }
    play(a + 1, b, played + 1);
    play(a, b + 1, played + 1);
    if (drawnGames) play(a, b, played + 1);
  };
  play(m.won[0], m.won[1], m.played);
  return [...ends].sort() as (typeof MATCH_RESULT)[keyof typeof MATCH_RESULT][];
}

/** The outcomes of an open match for the first figure, Wins: a match won 1, drawn by `match-draw=`, lost 0. */
function matchOutcomes(m: OpenMatch, settings: CarcassonneSettings, drawnGames: boolean): Outcome[] {
  const value = matchValues(settings);
  const gains: Record<number, [Fraction, Fraction]> = {
    [MATCH_RESULT.win]: [value.win, value.loss],
    [MATCH_RESULT.draw]: [value.draw, value.draw],
    [MATCH_RESULT.loss]: [value.loss, value.win],
  };
  return matchEndings(m, Number(settings['best-of']), drawnGames).map((r) => ({ gains: gains[r], results: [r, 2 - r] }));
}

/**
 * CARC_STAKES on a results range of matches (docs/leagues.md#stakes-before-the-last-round): who can still win and who is sure of the cut,
 * judged on Wins, each open match ending in any way its games so far still allow under `best-of`.
 */
export function matchStakes(
  fn: string,
  results: Arg,
  settings: CarcassonneSettings,
  standings: Standings<CarcassonneStanding>,
): StakesTable {
  const read = readMatches(fn, results, { bestOf: Number(settings['best-of']), schedule: settings.schedule });
  const rounds = [...read.matches, ...read.open, ...read.byes].map((m) => m.round);
  return answerStakes({
    standings,
    figure: (s) => s.points,
    open: read.open.map((m) => ({ players: m.players, outcomes: matchOutcomes(m, settings, read.scored) })),
    // a bye counts in the match standings from the start: nothing is pending
    pending: new Map(),
    round: roundInProgress(rounds, read.open.length),
    planned: plannedRounds(settings.rounds),
    staged: false,
    cut: cutOf(settings.finals),
    kind: 'table',
    resultWord: (result) => say(result === MATCH_RESULT.win ? 'stakesMatchWin' : 'stakesMatchDrawOrBetter', {}),
  });
}

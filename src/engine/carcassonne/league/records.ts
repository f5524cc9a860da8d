import { Fraction } from '../../shared/fraction';
import { compareNames } from '../../shared/text';
import { NO_BUCHHOLZ } from '../buchholz';
import type { CarcassonneSettings } from '../settings';
import type { CarcassonneStanding, Meeting } from '../standing';
import { NO_LEAGUE } from './figures';
import type { MatchResults } from './matches';

type Standing = CarcassonneStanding;

/** What a match, or a bye, counts by the settings (docs/leagues.md#matches): a win 1, a drawn match ½ or 0. */
export function matchValues(settings: Pick<CarcassonneSettings, 'match-draw' | 'bye'>) {
  const draw = settings['match-draw'] === 'half' ? Fraction.of(1, 2) : Fraction.ZERO;
  const bye = { win: Fraction.of(1), 'win-clean': Fraction.of(1), draw, loss: Fraction.ZERO }[settings.bye];
  return { win: Fraction.of(1), draw, loss: Fraction.ZERO, bye };
}

/** Each player's matches, as meetings against one opponent: the result, the games, the points (docs/leagues.md#matches). */
function meetings(read: MatchResults, settings: Pick<CarcassonneSettings, 'match-draw' | 'bye'>): Map<string, Meeting[]> {
  const value = matchValues(settings);
  const of = new Map<string, Meeting[]>();
  for (const m of read.matches) {
    const [a, b] = m.won;
    const results = a > b ? [value.win, value.loss] : a < b ? [value.loss, value.win] : [value.draw, value.draw];
    m.players.forEach((player, k) => {
      const other = 1 - k;
      const list = of.get(player) ?? [];
      list.push({
        opponent: m.players[other],
        result: results[k],
        won: m.won[k],
        lost: m.won[other],
        scored: m.scores[k],
        conceded: m.scores[other],
      });
      of.set(player, list);
    });
  }
  return of;
}

/**
 * The players of a results range of matches, each with Wins (matches won, a drawn match and a bye by the settings),
 * points and score difference over the games' Scores, matches played and byes; the figures that need every player's
 * (Buchholz, the league's) are filled after.
 */
export function matchRecords(read: MatchResults, settings: Pick<CarcassonneSettings, 'match-draw' | 'bye'>): Standing[] {
  const of = meetings(read, settings);
  const byes = new Map<string, number>();
  for (const b of read.byes) byes.set(b.player, (byes.get(b.player) ?? 0) + 1);
  const bye = matchValues(settings).bye;
  return [...new Set([...of.keys(), ...byes.keys()])].sort(compareNames).map((player) => {
    const list = of.get(player) ?? [];
    const n = byes.get(player) ?? 0;
    const scored = list.reduce((s, r) => s + r.scored, 0);
    return {
      player,
      points: Fraction.sum(list.map((r) => r.result)).add(bye.mul(Fraction.of(n))),
      buchholz: NO_BUCHHOLZ,
      sonnebornBerger: Fraction.ZERO,
      difference: scored - list.reduce((s, r) => s + r.conceded, 0),
      scored,
      share: Fraction.ZERO,
      places: [0, 0, 0, 0],
      results: list,
      games: list.length,
      byes: n,
      league: NO_LEAGUE,
    };
  });
}

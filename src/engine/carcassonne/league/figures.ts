import { Fraction } from '../../shared/fraction';
import { buchholz, NO_BUCHHOLZ } from '../buchholz';
import type { CarcassonneStanding, LeagueFigures } from '../standing';
import { LEAGUE_STEPS } from './tiebreaks';

type Standing = CarcassonneStanding;
/** What a player brings to an opponent's sums. */
interface Own {
  wins: Fraction;
  gamesWon: number;
  gamesLost: number;
}

/** The figures before they are known. */
export const NO_LEAGUE: LeagueFigures = Object.freeze({
  gamesWon: 0,
  gamesLost: 0,
  omw: Fraction.ZERO,
  ogd: 0,
  ogw: 0,
  buchholzDistinct: NO_BUCHHOLZ,
});

/** Whether a chain ranks by a league figure (or the Lot): the steps that read a player's `league`. */
export function usesLeagueFigures(steps: readonly string[]): boolean {
  return steps.some((id) => (LEAGUE_STEPS as readonly string[]).includes(id));
}

/**
 * Each player's league figures, once every player's results are known (docs/leagues.md#tie-breaks): games won and lost
 * (a clean bye counts its games won), then over distinct opponents — an opponent met twice counts once, a bye is no
 * opponent — their wins, game difference and games won (OMW, OGD, OGW), and Buchholz, whose byes count 0 as in duel
 * mode; the Lot the results give.
 */
export function withLeagueFigures(standings: Standing[], by: { cleanByeGames: number; lots: ReadonlyMap<string, number> }): void {
  const own = new Map<string, Own>(
    standings.map((s) => {
      const gamesWon = s.results.reduce((n, r) => n + r.won, 0) + s.byes * by.cleanByeGames;
      return [s.player, { wins: s.points, gamesWon, gamesLost: s.results.reduce((n, r) => n + r.lost, 0) }];
    }),
  );
  for (const s of standings) {
    const mine = own.get(s.player) as Own;
    const opponents = [...new Set(s.results.map((r) => r.opponent))].map((o) => own.get(o) as Own);
    s.league = {
      gamesWon: mine.gamesWon,
      gamesLost: mine.gamesLost,
      omw: Fraction.sum(opponents.map((o) => o.wins)),
      ogd: opponents.reduce((n, o) => n + o.gamesWon - o.gamesLost, 0),
      ogw: opponents.reduce((n, o) => n + o.gamesWon, 0),
      buchholzDistinct: buchholz([...opponents.map((o) => o.wins), ...Array(s.byes).fill(Fraction.ZERO)]),
      lot: by.lots.get(s.player),
    };
  }
}

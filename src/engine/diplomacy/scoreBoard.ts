import { Fraction } from '../shared/fraction';
import type { GroupVerdict } from '../shared/groupScoring';
import { boardBreaches, FIRST_YEAR, resultOf, type Seat, seatBreaches, WIN_AT } from './board';
import { SCORING_SYSTEMS } from './scoringSystems';
import type { ScoredSeat } from './scoringSystems/scoringSystem';
import type { DiplomacySettings } from './settings';

export interface SeatScore extends ScoredSeat {
  points: Fraction;
}

/**
 * Years of survival: eliminated in Y → Y − 1901 (inclusive: Y − 1900); a survivor who lost to a win in year E →
 * E − 1901; anyone else survived the whole game (their years never reach the points).
 */
function survivalYears(seat: Seat, board: Seat[], settings: DiplomacySettings): number {
  if (seat.eliminated !== undefined) return seat.eliminated - FIRST_YEAR + (settings.survival === 'inclusive' ? 1 : 0);
  if (board.some((s) => s.centres >= WIN_AT) && seat.finalYear !== undefined) return seat.finalYear - FIRST_YEAR;
  return 0;
}

/** Validates one board and scores each seat with the settings' system. */
export function scoreBoard(board: Seat[], settings: DiplomacySettings, forPoints = true): GroupVerdict<SeatScore> {
  const rowBreaches = board.map((s) => seatBreaches(s, forPoints));
  const groupBreaches = boardBreaches(board, forPoints);
  if (groupBreaches.length || rowBreaches.some((b) => b.length)) return { values: board.map(() => undefined), rowBreaches, groupBreaches };
  const system = SCORING_SYSTEMS[settings.system];
  const values = board.map((seat) => {
    const scored: ScoredSeat = {
      seat,
      board,
      result: resultOf(seat, board),
      survivalYears: survivalYears(seat, board, settings),
      outrightLeader: board.every((o) => o === seat || o.centres < seat.centres),
    };
    return { ...scored, points: forPoints ? system.points(scored) : Fraction.ZERO };
  });
  return { values, rowBreaches, groupBreaches };
}

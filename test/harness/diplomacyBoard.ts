import type { Seat } from '../../src/engine/diplomacy/board';
import { boardState } from '../../src/engine/diplomacy/scoreBoard';
import { SCORING_SYSTEMS } from '../../src/engine/diplomacy/scoringSystems';
import { readDiplomacySettings } from '../../src/engine/diplomacy/settings';

/**
 * Test support: a board written as centres (eliminated players as [0, year]), scored by a system, as numbers. The
 * final year applies to every seat; flags as 'draw' or 'conceded' on a seat.
 */
export type SeatSpec = number | [number, number] | [number, 'draw' | 'conceded'];

export function scored(id: string, seats: SeatSpec[], finalYear?: number, settings = ''): number[] {
  const board: Seat[] = seats.map((s) => {
    if (typeof s === 'number') return { centres: s, finalYear };
    const [c, extra] = s;
    if (typeof extra === 'number') return { centres: c, eliminated: extra, finalYear };
    return { centres: c, finalYear, [extra]: true };
  });
  return SCORING_SYSTEMS[id]
    .score(boardState(board), readDiplomacySettings('T', `system=${id}${settings ? `; ${settings}` : ''}`))
    .map((f) => f.toNumber());
}

import { byName, higher, placings, type TieBreak, vocabulary } from '../shared/tiebreaks';
import type { CatanStanding } from './standing';

/**
 * Catan's tie-break vocabulary (docs/formats.md): each step of `tiebreak=` by its id. `name` is always last, implied, so
 * ranks are never shared (docs/catan.md#tournament-standings). A new step is one entry here.
 */
export const CATAN_TIEBREAKS = vocabulary({
  vp: higher<CatanStanding>('VP', 'VP', (s) => s.vp),
  /** Only the VP needed to win count (the German championship's rule). */
  'vp-capped': higher<CatanStanding>('VP (capped)', 'VP up to the target', (s) => s.vpCapped),
  share: higher<CatanStanding>('VP %', 'VP %', (s) => s.share, 'percent'),
  roundpoints: higher<CatanStanding>('Round points', 'round points', (s) => s.roundPoints),
  wins: higher<CatanStanding>('Wins', 'wins', (s) => s.wins),
  placings: placings<CatanStanding>((s) => s.places),
  name: byName<CatanStanding>((s) => s.player),
} satisfies Record<string, TieBreak<CatanStanding>>);

export type CatanStep = keyof typeof CATAN_TIEBREAKS;

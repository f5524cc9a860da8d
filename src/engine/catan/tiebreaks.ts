import { SHARED_LABELS } from '../shared/labels';
import { byName, higher, placings, type TieBreak, vocabulary } from '../shared/tiebreaks';
import { CATAN_LABELS } from './labels';
import type { CatanStanding } from './standing';

/**
 * Catan's tie-break vocabulary (docs/formats.md): each step of `tiebreak=` by its id. `name` is always last, implied, so
 * ranks are never shared (docs/catan.md#tournament-standings). A new step is one entry here.
 */
export const CATAN_TIEBREAKS = vocabulary({
  vp: higher<CatanStanding>(SHARED_LABELS.vp, SHARED_LABELS.vp, (s) => s.vp),
  /** Only the VP needed to win count (the German championship's rule). */
  'vp-capped': higher<CatanStanding>(CATAN_LABELS.vpCapped, CATAN_LABELS.vpUpToTarget, (s) => s.vpCapped),
  share: higher<CatanStanding>(CATAN_LABELS.vpShare, CATAN_LABELS.vpShare, (s) => s.share, 'percent'),
  roundpoints: higher<CatanStanding>(SHARED_LABELS.roundPoints, SHARED_LABELS.roundPointsStep, (s) => s.roundPoints),
  wins: higher<CatanStanding>(SHARED_LABELS.wins, SHARED_LABELS.winsStep, (s) => s.wins),
  placings: placings<CatanStanding>((s) => s.places),
  name: byName<CatanStanding>((s) => s.player),
} satisfies Record<string, TieBreak<CatanStanding>>);

export type CatanStep = keyof typeof CATAN_TIEBREAKS;

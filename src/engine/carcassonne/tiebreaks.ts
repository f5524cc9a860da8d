import type { Label } from '../labels';
import { Fraction } from '../shared/fraction';
import { headToHead, higher, placings, type TieBreak, vocabulary } from '../shared/tiebreaks';
import type { Buchholz, CarcassonneStanding } from './standing';

type Standing = CarcassonneStanding;

/** The steps of each mode (docs/formats.md): a chain may mix them, and each mode uses its own (docs/formats.md). */
export const DUEL_STEPS = [
  'buchholz',
  'buchholz-cut1',
  'buchholz-full',
  'buchholz-median',
  'sonneborn-berger',
  'difference',
  'points',
  'opponents',
] as const;
export const PLACEMENT_STEPS = ['share', 'points', 'placings'] as const;
export type CarcassonneStep = (typeof DUEL_STEPS)[number] | (typeof PLACEMENT_STEPS)[number];

/** Each mode's chain when the `tiebreak=` setting holds none of its steps. */
export const DEFAULT_STEPS: Record<'duel' | 'placement', CarcassonneStep[]> = {
  duel: ['buchholz', 'difference', 'points'],
  placement: ['share', 'points'],
};

const buchholzStep = (variant: Buchholz, header: Label, name: Label) => {
  const step = higher<Standing>(header, name, (s) => s.buchholz[variant]);
  // a column is shown once per variant: `buchholz` with buchholz=cut1 is Buchholz cut 1's column
  return { ...step, column: { ...step.column, key: `buchholz-${variant}` } };
};

/**
 * Carcassonne's tie-break vocabulary (docs/carcassonne.md#tournament-standings, docs/formats.md): each step of `tiebreak=` by its id. `buchholz` is the variant
 * the `buchholz=` setting names. A new step is one entry here and its id in the list of its mode above.
 */
export function carcassonneTiebreaks(settings: { buchholz: Buchholz }) {
  return vocabulary({
    buchholz: buchholzStep(settings.buchholz, 'Buchholz', 'Buchholz'),
    'buchholz-cut1': buchholzStep('cut1', 'Buchholz cut 1', 'Buchholz cut 1'),
    'buchholz-full': buchholzStep('full', 'Buchholz full', 'full Buchholz'),
    'buchholz-median': buchholzStep('median', 'Median Buchholz', 'median Buchholz'),
    'sonneborn-berger': higher<Standing>('Sonneborn-Berger', 'Sonneborn-Berger', (s) => s.sonnebornBerger),
    difference: higher<Standing>('Score difference', 'score difference', (s) => s.difference),
    points: higher<Standing>('Points', 'points', (s) => s.scored),
    opponents: headToHead<Standing>('the result between the tied players', (s, group) => {
      const names = new Set([...group].map((g) => g.player));
      return Fraction.sum(s.results.filter((r) => names.has(r.opponent)).map((r) => r.result));
    }),
    share: higher<Standing>('Share', 'share', (s) => s.share, 'percent'),
    placings: placings<Standing>((s) => s.places),
  } satisfies Record<CarcassonneStep, TieBreak<Standing>>);
}

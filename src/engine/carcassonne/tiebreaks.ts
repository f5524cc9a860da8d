import type { Label } from '../i18n/words';
import { Fraction } from '../shared/fraction';
import { SHARED_LABELS } from '../shared/labels';
import { headToHead, higher, placings, type TieBreak, vocabulary } from '../shared/tiebreaks';
import { CARCASSONNE_LABELS } from './labels';
import { LEAGUE_STEPS, leagueTiebreaks } from './league/tiebreaks';
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
  // the online leagues' (docs/leagues.md#tie-breaks): in duel mode a game is a match of one
  ...LEAGUE_STEPS,
] as const;
export const PLACEMENT_STEPS = ['share', 'points', 'placings'] as const;
export type CarcassonneStep = (typeof DUEL_STEPS)[number] | (typeof PLACEMENT_STEPS)[number];

/** Each mode's chain when the `tiebreak=` setting holds none of its steps. */
export const DEFAULT_STEPS: Record<'duel' | 'placement' | 'match', CarcassonneStep[]> = {
  duel: ['buchholz', 'difference', 'points'],
  placement: ['share', 'points'],
  match: ['game-difference', 'games-won'],
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
    buchholz: buchholzStep(settings.buchholz, CARCASSONNE_LABELS.buchholz, CARCASSONNE_LABELS.buchholz),
    'buchholz-cut1': buchholzStep('cut1', CARCASSONNE_LABELS.buchholzCut1, CARCASSONNE_LABELS.buchholzCut1),
    'buchholz-full': buchholzStep('full', CARCASSONNE_LABELS.buchholzFull, CARCASSONNE_LABELS.fullBuchholz),
    'buchholz-median': buchholzStep('median', CARCASSONNE_LABELS.medianBuchholz, CARCASSONNE_LABELS.medianBuchholzStep),
    'sonneborn-berger': higher<Standing>(CARCASSONNE_LABELS.sonnebornBerger, CARCASSONNE_LABELS.sonnebornBerger, (s) => s.sonnebornBerger),
    difference: higher<Standing>(CARCASSONNE_LABELS.scoreDifference, CARCASSONNE_LABELS.scoreDifferenceStep, (s) => s.difference),
    points: higher<Standing>(SHARED_LABELS.points, SHARED_LABELS.pointsStep, (s) => s.scored),
    opponents: headToHead<Standing>(CARCASSONNE_LABELS.headToHead, (s, group) => {
      const names = new Set([...group].map((g) => g.player));
      return Fraction.sum(s.results.filter((r) => names.has(r.opponent)).map((r) => r.result));
    }),
    share: higher<Standing>(CARCASSONNE_LABELS.share, SHARED_LABELS.share, (s) => s.share, 'percent'),
    placings: placings<Standing>((s) => s.places),
    ...leagueTiebreaks(settings),
  } satisfies Record<CarcassonneStep, TieBreak<Standing>>);
}

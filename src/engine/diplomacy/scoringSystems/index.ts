import { KISS } from './kiss';
import type { ScoringSystem } from './scoringSystem';

/** The systems the `system` setting can name; the first is the default. A new system is one file and one line here. */
export const SCORING_SYSTEMS: Record<'kiss', ScoringSystem> = { kiss: KISS };

import { KISS } from './kiss';
import type { ScoringSystem } from './scoringSystem';

/** The systems the `system` setting can name, in SPEC §3.5's order; the first is the default. A new system is one file and one line here. */
const LIST: readonly ScoringSystem[] = [KISS];

export const SCORING_SYSTEMS: Readonly<Record<string, ScoringSystem>> = Object.fromEntries(LIST.map((s) => [s.id, s]));
export const SYSTEM_IDS = LIST.map((s) => s.id);

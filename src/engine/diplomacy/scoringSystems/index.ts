import { CARNAGE, CARNAGE_2023, CARNAGE_DEAD_EQUAL, CENTRE_COUNT_CARNAGE } from './carnage';
import { CDIPLO_80, CDIPLO_100, CDIPLO_NAMUR } from './cdiplo';
import { SUMMER_CLASSIC, WORLD_CLASSIC } from './classic';
import { DETOUR09 } from './detour09';
import { HAIGHT } from './haight';
import { KISS } from './kiss';
import { MANORCON, MANORCON_ORIGINAL, MANORCON_V2 } from './manorcon';
import type { ScoringSystem } from './scoringSystem';
import { DRAW_SIZE, SOLO_OR_BUST, SUM_OF_SQUARES } from './shares';
import { OPEN_TRIBUTE, TRIBUTE } from './tribute';
import { WHIPPING } from './whipping';

/** The systems the `system` setting can name, in SPEC §3.5's order; the first is the default. A new system is one file and one line here. */
const LIST: readonly ScoringSystem[] = [
  KISS,
  CARNAGE,
  CARNAGE_DEAD_EQUAL,
  CARNAGE_2023,
  CENTRE_COUNT_CARNAGE,
  CDIPLO_100,
  CDIPLO_80,
  CDIPLO_NAMUR,
  SUM_OF_SQUARES,
  DRAW_SIZE,
  TRIBUTE,
  OPEN_TRIBUTE,
  WORLD_CLASSIC,
  SUMMER_CLASSIC,
  WHIPPING,
  HAIGHT,
  MANORCON,
  MANORCON_ORIGINAL,
  MANORCON_V2,
  DETOUR09,
  SOLO_OR_BUST,
];

export const SCORING_SYSTEMS: Readonly<Record<string, ScoringSystem>> = Object.fromEntries(LIST.map((s) => [s.id, s]));
export const SYSTEM_IDS = LIST.map((s) => s.id);

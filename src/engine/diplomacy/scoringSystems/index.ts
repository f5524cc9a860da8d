import { BANGKOK, OLYMPIC } from './bangkok';
import { BANGKOK_PIKE } from './bangkokPike';
import { BASE3 } from './base3';
import { CARNAGE, CARNAGE_2023, CARNAGE_DEAD_EQUAL, CENTRE_COUNT_CARNAGE } from './carnage';
import { CDIPLO_80, CDIPLO_100, CDIPLO_NAMUR } from './cdiplo';
import { SUMMER_CLASSIC, WORLD_CLASSIC } from './classic';
import { DETOUR09 } from './detour09';
import { DUCT_TAPE, DUCT_TAPE_ELIMINATION_ORDER } from './ductTape';
import { HAIGHT } from './haight';
import { KISS } from './kiss';
import { MANORCON, MANORCON_ORIGINAL, MANORCON_V2 } from './manorcon';
import { MAXONIAN, SEVEN_ELEVEN } from './maxonian';
import { MISCHIEF } from './mischief';
import { OMG } from './omg';
import { RANKED_CLASSIC, RANKED_CLASSIC_V2 } from './rankedClassic';
import type { ScoringSystem } from './scoringSystem';
import { DRAW_SIZE, SOLO_OR_BUST, SUM_OF_SQUARES } from './shares';
import { SOUTHERN_SUN } from './southernSun';
import { SYDNEY_LEAGUE } from './sydneyLeague';
import { OPEN_TRIBUTE, TRIBUTE } from './tribute';
import { VULCAN } from './vulcan';
import { WHIPPING } from './whipping';
import { YOUR_DRAW_SIZE, YOUR_DRAW_SIZE_SHORT } from './yourDrawSize';

/** The systems the `system` setting can name, in docs/diplomacy.md#other-scoring-systems's order; the first is the default. A new system is one file and one line here. */
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
  BANGKOK,
  OLYMPIC,
  BANGKOK_PIKE,
  BASE3,
  DUCT_TAPE,
  DUCT_TAPE_ELIMINATION_ORDER,
  MISCHIEF,
  OMG,
  RANKED_CLASSIC,
  RANKED_CLASSIC_V2,
  SOLO_OR_BUST,
  SOUTHERN_SUN,
  SYDNEY_LEAGUE,
  VULCAN,
  YOUR_DRAW_SIZE_SHORT,
  YOUR_DRAW_SIZE,
  MAXONIAN,
  SEVEN_ELEVEN,
];

export const SCORING_SYSTEMS: Readonly<Record<string, ScoringSystem>> = Object.fromEntries(LIST.map((s) => [s.id, s]));
export const SYSTEM_IDS = LIST.map((s) => s.id);

/** Whether the system scores with the centre chart: only then are year columns and the history block read. */
export const readsChart = (system: string) => SCORING_SYSTEMS[system].needs.includes('History');

import type { Said, Text } from '../../i18n/message';
import type { Fraction } from '../../shared/fraction';
import type { Need, Result, Seat } from '../board';

/** A board as a scoring system reads it: the seats in order, each one's result, and who soloed when. */
export interface BoardState {
  seats: readonly Seat[];
  results: readonly Result[];
  /** The seat that soloed or was conceded to, if any. */
  soloer: number | undefined;
  /** The board's final year: a solo's year or a concession's. */
  finalYear: number | undefined;
}

/**
 * A way to score one board (docs/diplomacy.md#other-scoring-systems). A system is data about itself (what the sidebar and DIP_SYSTEMS show, what
 * it needs) and one function from a board to each seat's exact points.
 */
/**
 * The tournament's settings a system reads (KISS's years of survival), kept here rather than read from the settings'
 * schema, whose list of systems is built from the systems themselves.
 */
export interface SystemSettings {
  survival: 'exclusive' | 'inclusive';
}

export interface ScoringSystem {
  id: string;
  name: string;
  /** One line on how it scores. */
  description: Said;
  /** The columns it reads beyond the centres; a board without them is an error naming the column and the system. */
  needs: readonly Need[];
  /** It reads the players' Draw flags as a draw vote (SPEC §3.5: only the systems that declare them read them). */
  readsDraw?: true;
  /** What a solo scores, as DIP_SYSTEMS shows it. */
  solo: Text;
  score(board: BoardState, settings: SystemSettings): Fraction[];
}

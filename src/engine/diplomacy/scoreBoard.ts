import { Fraction } from '../shared/fraction';
import type { GroupVerdict } from '../shared/groupScoring';
import {
  BOARD_LABELS,
  type BoardColumns,
  boardBreaches,
  type Check,
  type Result,
  resultOf,
  type Seat,
  seatBreaches,
  soloerOf,
} from './board';
import { SCORING_SYSTEMS } from './scoringSystems';
import type { BoardState, SystemSettings } from './scoringSystems/scoringSystem';

/** One seat's game: its line, its board, its result and its points. */
export interface SeatScore {
  seat: Seat;
  board: Seat[];
  result: Result;
  points: Fraction;
}

const RESULTS_ONLY: Check = { points: false, needs: [] };
const checks = new Map<string, Check>();

/** The settings a board is scored by: its system and what the system reads (not the whole schema, which reads the systems). */
type BoardSettings = SystemSettings & { system: keyof typeof SCORING_SYSTEMS };

/** What a function checks: results only, or points by the system the settings name (and only what it needs); one per system. */
export function checkFor(settings: BoardSettings, points: boolean): Check {
  if (!points) return RESULTS_ONLY;
  let check = checks.get(settings.system);
  if (!check) {
    check = { points, needs: SCORING_SYSTEMS[settings.system].needs, system: `system=${settings.system}` };
    checks.set(settings.system, check);
  }
  return check;
}

/** The board as the systems read it. */
export function boardState(board: Seat[]): BoardState {
  const soloer = soloerOf(board);
  const finalYear = board.find((s) => s.finalYear !== undefined)?.finalYear;
  return { seats: board, results: board.map((s) => resultOf(s, board)), soloer: soloer ? board.indexOf(soloer) : undefined, finalYear };
}

/** Validates one board for what the system needs, and scores each seat with it; `columns` name the columns its messages quote. */
export function scoreBoard(
  board: Seat[],
  settings: BoardSettings,
  forPoints = true,
  columns: BoardColumns = BOARD_LABELS,
): GroupVerdict<SeatScore> {
  const check = checkFor(settings, forPoints);
  const rowBreaches = board.map((s) => seatBreaches(s, check));
  const groupBreaches = boardBreaches(board, check, columns);
  if (groupBreaches.length || rowBreaches.some((b) => b.length)) return { values: board.map(() => undefined), rowBreaches, groupBreaches };
  const state = boardState(board);
  const points = forPoints ? SCORING_SYSTEMS[settings.system].score(state, settings) : undefined;
  const values = board.map((seat, i) => ({ seat, board, result: state.results[i], points: points ? points[i] : Fraction.ZERO }));
  return { values, rowBreaches, groupBreaches };
}

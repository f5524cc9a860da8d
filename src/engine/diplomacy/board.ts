import { breaches, type Rule } from '../shared/rules';

/**
 * One player's line on a board: supply centres at the end, the year eliminated, the board's final year, and the
 * two optional flags of SPEC §3.5: in the passed draw vote, and the player the board conceded to.
 */
export interface Seat {
  centres: number;
  eliminated?: number;
  finalYear?: number;
  draw?: boolean;
  conceded?: boolean;
}

export type Result = 'Win' | 'Draw' | 'Loss' | 'Elimination';

export const FIRST_YEAR = 1901;
export const WIN_AT = 18;
export const CENTRES = 34;
export const BOARD_SIZE = 7;

/**
 * The soloer: a player with 18 or more centres, or the one the board conceded to (a Conceded flag, or a Draw flag on
 * exactly one player). A concession is a solo for every system (SPEC §3.5).
 */
export function soloerOf(board: Seat[]): Seat | undefined {
  const drawn = board.filter((s) => s.draw);
  return board.find((s) => s.centres >= WIN_AT) ?? board.find((s) => s.conceded) ?? (drawn.length === 1 ? drawn[0] : undefined);
}

const hasWinner = (board: Seat[]) => soloerOf(board) !== undefined;

/** SPEC §3.1: a win at 18 or by concession; everyone else loses to it; without one, survivors draw, the rest are eliminated. */
export function resultOf(seat: Seat, board: Seat[]): Result {
  const soloer = soloerOf(board);
  if (soloer) return seat === soloer ? 'Win' : 'Loss';
  return seat.centres > 0 ? 'Draw' : 'Elimination';
}

/** Rules of one player's line that every Diplomacy function checks. */
export const SEAT_RULES: Rule<Seat>[] = [
  { breached: (s) => s.centres < 0 || s.centres > CENTRES, message: (s) => `${s.centres} centres; a player has 0 to ${CENTRES}` },
];

/** The inputs a scoring system may need beyond the centres, by the column that holds them (SPEC §3.5). */
export type Need = 'Eliminated' | 'Final year' | 'Draw';

/** What a function checks of a board: results only, or points by a system with its needs. */
export interface Check {
  points: boolean;
  needs: readonly Need[];
  /** The system whose needs they are, for the message. */
  system?: string;
}

/** Rules of a line that contradict themselves, whichever system scores it. */
export const SEAT_POINTS_RULES: Rule<Seat>[] = [
  {
    breached: (s) => s.centres > 0 && s.eliminated !== undefined,
    message: (s) => `${s.centres} centres and eliminated in ${s.eliminated}; a player with centres survived`,
  },
  {
    breached: (s) => s.eliminated !== undefined && s.eliminated < FIRST_YEAR,
    message: (s) => `eliminated in ${s.eliminated}; the game starts in ${FIRST_YEAR}`,
  },
  {
    breached: (s) => s.eliminated !== undefined && s.finalYear !== undefined && s.eliminated > s.finalYear,
    message: (s) => `eliminated in ${s.eliminated}, after the final year ${s.finalYear}`,
  },
  {
    breached: (s) => s.finalYear !== undefined && s.finalYear < FIRST_YEAR,
    message: (s) => `final year ${s.finalYear}; the game starts in ${FIRST_YEAR}`,
  },
];

/** Rules of the flags, which every function checks: a draw vote and a concession are facts of the board. */
export const SEAT_FLAG_RULES: Rule<Seat>[] = [
  {
    breached: (s) => s.centres === 0 && !!s.conceded,
    message: () => 'conceded to a player with 0 centres; a concession goes to a survivor',
  },
  { breached: (s) => s.centres === 0 && !!s.draw, message: () => 'in the draw with 0 centres; only survivors share a draw' },
];

/** Rules a system's needs add: the years it reads must be there. */
const SEAT_NEEDS: Partial<Record<Need, Rule<Seat>[]>> = {
  Eliminated: [
    {
      breached: (s) => s.centres === 0 && s.eliminated === undefined,
      message: () => '0 centres and no elimination year; give the year the player was eliminated',
    },
  ],
};

const total = (board: Seat[]) => board.reduce((sum, s) => sum + s.centres, 0);
const winners = (board: Seat[]) => board.filter((s) => s.centres >= WIN_AT).length;
const finalYears = (board: Seat[]) => [...new Set(board.flatMap((s) => (s.finalYear === undefined ? [] : [s.finalYear])))];

/** Rules of a whole board that every Diplomacy function checks. */
export const BOARD_RULES: Rule<Seat[]>[] = [
  { breached: (b) => b.length !== BOARD_SIZE, message: (b) => `${b.length} players on the board; a board has ${BOARD_SIZE}` },
  { breached: (b) => total(b) > CENTRES, message: (b) => `${total(b)} centres on the board; there are ${CENTRES}` },
  { breached: (b) => winners(b) > 1, message: (b) => `${winners(b)} players with ${WIN_AT} or more centres; only one can win` },
];

const flagged = (b: Seat[], flag: 'draw' | 'conceded') => b.filter((s) => s[flag]).length;

/** Rules of the flags on a whole board. */
export const BOARD_FLAG_RULES: Rule<Seat[]>[] = [
  {
    breached: (b) => flagged(b, 'draw') > 0 && flagged(b, 'conceded') > 0,
    message: () => 'Draw and Conceded flags on one board; a board ends in a draw or a concession, not both',
  },
  { breached: (b) => flagged(b, 'conceded') > 1, message: (b) => `${flagged(b, 'conceded')} players conceded to; a board concedes to one` },
  {
    breached: (b) => flagged(b, 'conceded') > 0 && winners(b) > 0,
    message: () => `a concession on a board with a ${WIN_AT}-centre winner; the win ended the game`,
  },
];

/** Rules of a whole board that matter for points. */
export const BOARD_POINTS_RULES: Rule<Seat[]>[] = [
  {
    breached: (b) => finalYears(b).length > 1,
    message: (b) => `final years ${finalYears(b).join(' and ')} differ; a board has one final year`,
  },
];

/** Rules of a whole board that a system's needs add. */
const BOARD_NEEDS: Partial<Record<Need, Rule<Seat[]>[]>> = {
  'Final year': [
    {
      breached: (b) => hasWinner(b) && b.some((s) => s.centres > 0 && resultOf(s, b) === 'Loss' && s.finalYear === undefined),
      message: () => 'a survivor lost to a win but the final year is missing; give the year the game ended',
    },
  ],
};

/** A need's breach says which system needs it, so an organizer sees why a centres-only board would have passed. */
const needed = (check: Check, messages: string[]) =>
  check.system ? messages.map((m) => `${m} (${check.system} scores with it)`) : messages;

export function seatBreaches(seat: Seat, check: Check): string[] {
  const rules = [...SEAT_RULES, ...SEAT_FLAG_RULES, ...(check.points ? SEAT_POINTS_RULES : [])];
  return [
    ...breaches(rules, seat),
    ...needed(
      check,
      breaches(
        check.needs.flatMap((n) => SEAT_NEEDS[n] ?? []),
        seat,
      ),
    ),
  ];
}

export function boardBreaches(board: Seat[], check: Check): string[] {
  const rules = [...BOARD_RULES, ...BOARD_FLAG_RULES, ...(check.points ? BOARD_POINTS_RULES : [])];
  return [
    ...breaches(rules, board),
    ...needed(
      check,
      breaches(
        check.needs.flatMap((n) => BOARD_NEEDS[n] ?? []),
        board,
      ),
    ),
  ];
}

import type { Text } from '../i18n/message';
import { labelOf } from '../shared/headerTable';
import { largest, smallest } from '../shared/numbers';
import { breaches, type Rule } from '../shared/rules';
import { DIPLOMACY_COLUMNS } from './columns';
import { say } from './messages';

/**
 * One player's line on a board: supply centres at the end, the year eliminated, the board's final year, and the
 * two optional flags of docs/diplomacy.md#other-scoring-systems: in the passed draw vote, and the player the board conceded to.
 */
export interface Seat {
  centres: number;
  eliminated?: number;
  finalYear?: number;
  draw?: boolean;
  conceded?: boolean;
  /** The centre chart: centres at the end of each year from 1901 (a blank read as 0), for Maxonian and 7Eleven. */
  history?: readonly number[];
}

export type Result = 'Win' | 'Draw' | 'Loss' | 'Elimination';

/** How a board's messages name its columns: as the results head them, or by their labels (docs/languages.md). */
export interface BoardColumns {
  centres: Text;
  draw: Text;
  conceded: Text;
}

/** The columns of a function given bare columns, by their labels. */
export const BOARD_LABELS: BoardColumns = {
  centres: labelOf(DIPLOMACY_COLUMNS, 'centres'),
  draw: labelOf(DIPLOMACY_COLUMNS, 'draw'),
  conceded: labelOf(DIPLOMACY_COLUMNS, 'conceded'),
};

export const FIRST_YEAR = 1901;
/** The last year Podium reads: a year past it is a typo (19006), not a game. */
export const LAST_YEAR = 2100;
export const WIN_AT = 18;
export const CENTRES = 34;
export const BOARD_SIZE = 7;

/**
 * The soloer: a player with 18 or more centres, or the one the board conceded to (a Conceded flag, or a Draw flag on
 * exactly one player). A concession is a solo for every system (docs/diplomacy.md#other-scoring-systems).
 */
export function soloerOf(board: Seat[]): Seat | undefined {
  const drawn = board.filter((s) => s.draw);
  return board.find((s) => s.centres >= WIN_AT) ?? board.find((s) => s.conceded) ?? (drawn.length === 1 ? drawn[0] : undefined);
}

const hasWinner = (board: Seat[]) => soloerOf(board) !== undefined;

/** docs/diplomacy.md#a-board: a win at 18 or by concession; everyone else loses to it; without one, survivors draw, the rest are eliminated. */
export function resultOf(seat: Seat, board: Seat[]): Result {
  const soloer = soloerOf(board);
  if (soloer) return seat === soloer ? 'Win' : 'Loss';
  return seat.centres > 0 ? 'Draw' : 'Elimination';
}

/** Rules of one player's line that every Diplomacy function checks. */
export const SEAT_RULES: Rule<Seat>[] = [
  { breached: (s) => s.centres < 0 || s.centres > CENTRES, message: (s) => say('seatCentres', { centres: s.centres, most: CENTRES }) },
];

/** The inputs a scoring system may need beyond the centres, by the column that holds them (docs/diplomacy.md#other-scoring-systems). */
export type Need = 'Eliminated' | 'Final year' | 'Draw' | 'History';

/** Where an organizer gives each need: its column, or for the chart its year columns, in the reader's words. */
export const NEED_COLUMNS: Record<Need, Text> = {
  Eliminated: labelOf(DIPLOMACY_COLUMNS, 'eliminated'),
  'Final year': labelOf(DIPLOMACY_COLUMNS, 'finalyear'),
  Draw: labelOf(DIPLOMACY_COLUMNS, 'draw'),
  History: say('historyNeed'),
};

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
    message: (s) => say('centresAndEliminated', { centres: s.centres, year: s.eliminated as number }),
  },
  {
    breached: (s) => s.eliminated !== undefined && s.eliminated < FIRST_YEAR,
    message: (s) => say('eliminatedBeforeStart', { year: s.eliminated as number, first: FIRST_YEAR }),
  },
  {
    breached: (s) => s.eliminated !== undefined && s.eliminated > LAST_YEAR,
    message: (s) => say('eliminatedPastLast', { year: s.eliminated as number, first: FIRST_YEAR, last: LAST_YEAR }),
  },
  {
    breached: (s) => s.eliminated !== undefined && s.finalYear !== undefined && s.eliminated > s.finalYear,
    message: (s) => say('eliminatedAfterFinal', { year: s.eliminated as number, finalYear: s.finalYear as number }),
  },
  {
    breached: (s) => s.finalYear !== undefined && s.finalYear < FIRST_YEAR,
    message: (s) => say('finalYearBeforeStart', { year: s.finalYear as number, first: FIRST_YEAR }),
  },
  {
    breached: (s) => s.finalYear !== undefined && s.finalYear > LAST_YEAR,
    message: (s) => say('finalYearPastLast', { year: s.finalYear as number, first: FIRST_YEAR, last: LAST_YEAR }),
  },
];

/** Rules of the flags, which every function checks: a draw vote and a concession are facts of the board. */
export const SEAT_FLAG_RULES: Rule<Seat>[] = [
  {
    breached: (s) => s.centres === 0 && !!s.conceded,
    message: () => say('concededToEliminated'),
  },
  { breached: (s) => s.centres === 0 && !!s.draw, message: () => say('drawWithoutCentres') },
];

/** Rules a system's needs add: the years it reads must be there. */
const SEAT_NEEDS: Partial<Record<Need, Rule<Seat>[]>> = {
  Eliminated: [
    {
      breached: (s) => s.centres === 0 && s.eliminated === undefined,
      message: () => say('noEliminationYear'),
    },
  ],
  History: [
    {
      breached: (s) => s.history === undefined,
      message: () => say('noHistory'),
    },
    {
      breached: (s) => (s.history ?? []).some((c) => c > CENTRES),
      message: (s) => {
        const most = largest(s.history ?? []);
        return say('historyCentresRange', { centres: most, year: yearOf(s.history ?? [], most), most: CENTRES });
      },
    },
    {
      breached: (s) => comeback(s.history ?? []) !== undefined,
      message: (s) => say('historyComeback', { year: comeback(s.history ?? []) as number }),
    },
    {
      breached: (s) => s.history !== undefined && s.eliminated !== undefined && firstOut(s.history) !== s.eliminated,
      message: (s) => say('historyEliminationDisagrees', { year: s.eliminated as number, firstOut: firstOut(s.history ?? []) }),
    },
  ],
};

/** The first year the chart shows 0 centres: the year of the elimination. */
function firstOut(history: readonly number[]): number | undefined {
  const out = history.indexOf(0);
  return out >= 0 ? FIRST_YEAR + out : undefined;
}

const yearOf = (history: readonly number[], centres: number) => FIRST_YEAR + history.indexOf(centres);

/** The first year at 0 centres after which the chart shows centres again, if any. */
function comeback(history: readonly number[]): number | undefined {
  const out = firstOut(history);
  return out !== undefined && history.slice(out - FIRST_YEAR).some((c) => c > 0) ? out : undefined;
}

/** The year the chart ends: the board's final year, or else the last year with centres on the chart. */
export function chartEnd(board: Seat[]): number {
  const given = board.find((s) => s.finalYear !== undefined)?.finalYear;
  if (given !== undefined) return given;
  return (
    FIRST_YEAR -
    1 +
    largest(
      board.map((s) => (s.history ?? []).reduce((last, c, i) => (c > 0 ? i + 1 : last), 0)),
      0,
    )
  );
}

/** A seat's centres at the end of a year by the chart: a year beyond the chart is 0. */
export const centresIn = (s: Seat, year: number) => s.history?.[year - FIRST_YEAR] ?? 0;

/** The first seat whose chart disagrees with its centres at the chart's end, with the year. */
function chartMismatch(board: Seat[]): { seat: Seat; year: number } | undefined {
  const year = chartEnd(board);
  const seat = board.find((s) => s.history && centresIn(s, year) !== s.centres);
  return seat && { seat, year };
}

/** The first year after the chart's end that still shows centres. */
function pastTheEnd(board: Seat[]): number | undefined {
  const end = chartEnd(board);
  const late = board.flatMap((s) => (s.history ?? []).flatMap((c, i) => (c > 0 && FIRST_YEAR + i > end ? [FIRST_YEAR + i] : [])));
  return late.length ? smallest(late) : undefined;
}

/** The first year whose chart holds more centres than the map. */
function overfullYear(board: Seat[]): { year: number; total: number } | undefined {
  const years = largest(
    board.map((s) => s.history?.length ?? 0),
    0,
  );
  for (let i = 0; i < years; i++) {
    const total = board.reduce((sum, s) => sum + (s.history?.[i] ?? 0), 0);
    if (total > CENTRES) return { year: FIRST_YEAR + i, total };
  }
  return undefined;
}

const total = (board: Seat[]) => board.reduce((sum, s) => sum + s.centres, 0);
const winners = (board: Seat[]) => board.filter((s) => s.centres >= WIN_AT).length;
const finalYears = (board: Seat[]) => [...new Set(board.flatMap((s) => (s.finalYear === undefined ? [] : [s.finalYear])))];

/** Rules of a whole board that every Diplomacy function checks. */
export const BOARD_RULES: Rule<Seat[]>[] = [
  {
    breached: (b) => b.length !== BOARD_SIZE,
    message: (b) => say('boardSize', { players: b.length, size: BOARD_SIZE }),
  },
  { breached: (b) => total(b) > CENTRES, message: (b) => say('boardCentres', { centres: total(b), most: CENTRES }) },
  { breached: (b) => winners(b) > 1, message: (b) => say('boardWinners', { players: winners(b), winAt: WIN_AT }) },
];

const flagged = (b: Seat[], flag: 'draw' | 'conceded') => b.filter((s) => s[flag]).length;

/** Rules of the flags on a whole board. */
export const BOARD_FLAG_RULES: Rule<Seat[], BoardColumns>[] = [
  {
    breached: (b) => flagged(b, 'draw') > 0 && flagged(b, 'conceded') > 0,
    message: (_, columns) => say('drawAndConceded', { draw: columns.draw, conceded: columns.conceded }),
  },
  { breached: (b) => flagged(b, 'conceded') > 1, message: (b) => say('concededTwice', { players: flagged(b, 'conceded') }) },
  {
    breached: (b) => flagged(b, 'conceded') > 0 && winners(b) > 0,
    message: () => say('concessionAfterWin', { winAt: WIN_AT }),
  },
];

/** Rules of a whole board that matter for points. */
export const BOARD_POINTS_RULES: Rule<Seat[]>[] = [
  {
    breached: (b) => finalYears(b).length > 1,
    message: (b) => say('finalYearsDiffer', { years: finalYears(b) }),
  },
];

/** Rules of a whole board that a system's needs add. */
const BOARD_NEEDS: Partial<Record<Need, Rule<Seat[], BoardColumns>[]>> = {
  'Final year': [
    {
      breached: (b) => hasWinner(b) && b.some((s) => s.centres > 0 && resultOf(s, b) === 'Loss' && s.finalYear === undefined),
      message: () => say('finalYearMissing'),
    },
  ],
  History: [
    {
      breached: (b) => chartMismatch(b) !== undefined,
      message: (b, columns) => {
        const { seat, year } = chartMismatch(b) as { seat: Seat; year: number };
        return say('chartMismatch', { centres: seat.centres, charted: centresIn(seat, year), year, header: columns.centres });
      },
    },
    {
      breached: (b) => pastTheEnd(b) !== undefined,
      message: (b) => say('centresPastEnd', { year: pastTheEnd(b) as number, end: chartEnd(b) }),
    },
    {
      breached: (b) => overfullYear(b) !== undefined,
      message: (b) => {
        const { total, year } = overfullYear(b) as { year: number; total: number };
        return say('historyOverfull', { centres: total, year, most: CENTRES });
      },
    },
  ],
};

/** A need's breach says which system needs it, so an organizer sees why a centres-only board would have passed. */
const needed = (check: Check, messages: Text[]) =>
  check.system ? messages.map((breach) => say('neededBy', { breach, system: check.system as string })) : messages;

/** The rules a check applies, gathered once per check rather than once per seat and board. */
interface CheckRules {
  seat: Rule<Seat>[];
  seatNeeds: Rule<Seat>[];
  board: Rule<Seat[], BoardColumns>[];
  boardNeeds: Rule<Seat[], BoardColumns>[];
}
const gathered = new WeakMap<Check, CheckRules>();

function rulesOf(check: Check): CheckRules {
  let rules = gathered.get(check);
  if (!rules) {
    rules = {
      seat: [...SEAT_RULES, ...SEAT_FLAG_RULES, ...(check.points ? SEAT_POINTS_RULES : [])],
      seatNeeds: check.needs.flatMap((n) => SEAT_NEEDS[n] ?? []),
      board: [...BOARD_RULES, ...BOARD_FLAG_RULES, ...(check.points ? BOARD_POINTS_RULES : [])],
      boardNeeds: check.needs.flatMap((n) => BOARD_NEEDS[n] ?? []),
    };
    gathered.set(check, rules);
  }
  return rules;
}

export function seatBreaches(seat: Seat, check: Check): Text[] {
  const rules = rulesOf(check);
  return [...breaches(rules.seat, seat), ...needed(check, breaches(rules.seatNeeds, seat))];
}

export function boardBreaches(board: Seat[], check: Check, columns: BoardColumns = BOARD_LABELS): Text[] {
  const rules = rulesOf(check);
  return [...breaches(rules.board, board, columns), ...needed(check, breaches(rules.boardNeeds, board, columns))];
}

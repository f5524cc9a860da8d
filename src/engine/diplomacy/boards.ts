import type { Said } from '../i18n/message';
import type { Label } from '../i18n/words';
import type { Arg } from '../shared/cells';
import { PLAYER_COLUMN, ROUND_COLUMN } from '../shared/columns';
import { SHARED_LABELS } from '../shared/labels';
import { say as sayShared } from '../shared/messages';
import { largest } from '../shared/numbers';
import { fail } from '../shared/problems';
import { affineSeatings, completeRounds, planeOf, slopeOf } from '../shared/seating/affine';
import { cheapestAssignment } from '../shared/seating/assignment';
import { type Field, readField, type SeatingArgs } from '../shared/seating/field';
import { groupRounds } from '../shared/seating/groupRounds';
import { levelWeights } from '../shared/seating/lexicographic';
import { say as saySeating } from '../shared/seating/messages';
import { type PastSitting, readPastRounds } from '../shared/seating/past';
import { columnNamed, rankingBefore, type Seating } from '../shared/seating/seating';
import { readStageField, stageArg } from '../shared/seating/stageField';
import { pinsOf, tableWarnings } from '../shared/seating/tableSeating';
import { seatTables } from '../shared/seating/tables';
import { writtenKeys } from '../shared/settings';
import { compareNames } from '../shared/text';
import { DIPLOMACY_COLUMNS } from './columns';
import { doublerBoards } from './doublerBoards';
import { TOP_BOARD } from './finals';
import { DIPLOMACY_LABELS } from './labels';
import { say } from './messages';
import { POWERS, type Power, powerNamed } from './powers';
import { rotaBoards } from './rota';
import { readDiplomacySettings } from './settings';
import { diplomacyStandings } from './standings';

const BOARD = columnNamed(DIPLOMACY_COLUMNS, 'board');
const POWER = columnNamed(DIPLOMACY_COLUMNS, 'power');
const BOARD_SIZE = 7;
const POWER_NAMES = POWERS.map((p) => p.name);

/** The seats to fill: one per player, two for a doubler, refused unless they make whole boards of 7. */
function seatsOf(fn: string, field: Field): number[] {
  const seats = field.games.flatMap((g, player) => Array<number>(g).fill(player));
  const rest = seats.length % BOARD_SIZE;
  const games = field.roster.named('games');
  if (seats.length === 0) fail(fn, { column: 'roster', message: say('noSeats', { games }) });
  if (rest)
    fail(fn, {
      message: say('seatsNotBoards', { seats: seats.length, rest, missing: BOARD_SIZE - rest, games }),
    });
  if (seats.length === BOARD_SIZE && field.games.some((g) => g > 1)) fail(fn, { message: say('doublerOnOneBoard', { games }) });
  return seats;
}

const HEADER: Label[] = [SHARED_LABELS.round, DIPLOMACY_LABELS.board, DIPLOMACY_LABELS.power, SHARED_LABELS.player];
const COLUMNS = [ROUND_COLUMN, BOARD, POWER, PLAYER_COLUMN];

/** What each player played before: times per power, from every earlier board. */
function powersPlayed(sittings: readonly PastSitting[], index: (player: string) => number | undefined, players: number) {
  const played = Array.from({ length: players }, () => new Map<Power, number>());
  for (const sitting of sittings)
    for (const s of sitting.seats) {
      const i = index(s.player);
      const power = s.power === undefined ? undefined : powerNamed(String(s.power));
      if (i !== undefined && power) played[i].set(power, (played[i].get(power) ?? 0) + 1);
    }
  return played;
}

/**
 * The power each player played in a round, as its index in the power order, for the affine plane's rows: 49 players
 * laid out by the powers of their first complete round keep slope 0 (the players who played one power there) out of
 * the rounds, so that every later round's boards meet each row once and a player's power can move one step per
 * slope, m: row + m. Over the 7 rounds (the first and slopes 1 to 6) each player then plays each power once.
 */
function powerPlace(field: Field): (player: number, round: number) => number | undefined {
  const places = new Map<number, Map<number, number>>();
  return (player, round) => {
    let inRound = places.get(round);
    if (!inRound) {
      inRound = powersInRound(field, round);
      places.set(round, inRound);
    }
    return inRound.get(player);
  };
}

/** The power each player played in a round, as its index in the power order. */
function powersInRound(field: Field, round: number): Map<number, number> {
  const inRound = new Map<number, number>();
  for (const sitting of field.past.sittings.filter((s) => s.round === round))
    for (const seat of sitting.seats) {
      const i = field.index.get(seat.player);
      const power = seat.power === undefined ? undefined : powerNamed(String(seat.power));
      if (i !== undefined && power) inRound.set(i, POWER_NAMES.indexOf(power));
    }
  return inRound;
}

/**
 * The top board (docs/formats.md#the-final-stage): the preliminary top 7, Power blank for the finalists to choose in rank order (listed so),
 * unless `powers=history` is written, which gives each the power they least played.
 */
function topBoard(fn: string, args: SeatingArgs, settings: Arg | undefined): Seating {
  const field = readStageField(fn, args, 'F', { group: BOARD, power: POWER }, diplomacyStandings, settings);
  const finalists = field.qualifiers(TOP_BOARD);
  const byHistory = writtenKeys(settings).has('powers') && readDiplomacySettings(fn, settings).powers === 'history';
  let rows = finalists.map((p) => ['F', 1, '', p]);
  if (byHistory) {
    const past = readPastRounds(fn, args.results, { group: BOARD, power: POWER }).before(Number.MAX_SAFE_INTEGER);
    const played = powersPlayed(past.sittings, (p) => (finalists.includes(p) ? finalists.indexOf(p) : undefined), TOP_BOARD);
    const cost = (p: number, k: number) => played[p].get(POWER_NAMES[k]) ?? 0;
    rows = cheapestAssignment([0, 1, 2, 3, 4, 5, 6], cost).order.map((p, k) => ['F', 1, POWER_NAMES[k], finalists[p]]);
  }
  return { round: 'F', header: HEADER, columns: COLUMNS, rows, warnings: field.warnings, roundHeld: field.roundHeld };
}

/** The next round's boards of 7 and their powers (docs/seating.md, Diplomacy), or the top board (docs/formats.md#the-final-stage). */
export function diplomacyBoards(fn: string, results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg): Seating {
  const stage = stageArg(fn, round);
  if (stage === 'F') return topBoard(fn, { results, round, roster, seed }, settings);
  if (stage) fail(fn, { column: 'round', message: say('diplomacyFinal', { round: stage }) });
  const { powers } = readDiplomacySettings(fn, settings);
  const field = readField(fn, { results, round, roster, seed }, { group: BOARD, power: POWER }, true);
  rankingBefore(field.past, diplomacyStandings, fn, settings);
  const seats = seatsOf(fn, field);
  const played = powersPlayed(field.past.sittings, (p) => field.index.get(p), field.names.length);
  const search = boardSearch(fn, field, seats, powers, played);
  const tables = seatTables(search.request);
  if (tables.some((members) => new Set(members.map((s) => seats[s])).size < members.length)) fail(fn, { message: say('doublersNotApart') });
  const { rows, warnings } = boardRows(field, seats, tables, powers, played, search.target(tables));
  return {
    round: field.round,
    header: HEADER,
    columns: COLUMNS,
    rows,
    warnings: [...field.warnings, ...warnings],
    roundHeld: field.roundHeld,
  };
}

type Played = ReturnType<typeof powersPlayed>;
type Powers = ReturnType<typeof readDiplomacySettings>['powers'];

/**
 * Each seat's fixed board, if any: the doublers' two boards placed first, spread over the round (a fixed board is one
 * of a doubler's two), then each single player's fixed board. The search seats everyone else around them.
 */
function boardPins(fn: string, field: Field, seats: readonly number[]): (number | undefined)[] {
  const boards = seats.length / BOARD_SIZE;
  const playerPins = pinsOf(fn, field, Array<number>(boards).fill(BOARD_SIZE), 'board');
  const firstSeat = new Map<number, number>();
  seats.forEach((p, s) => {
    if (!firstSeat.has(p)) firstSeat.set(p, s);
  });
  const taken = Array<number>(boards).fill(0);
  playerPins.forEach((t, p) => {
    if (t !== undefined && field.games[p] === 1) taken[t]++;
  });
  const twoBoards = doublerBoards({
    doublers: field.games.flatMap((g, p) => (g > 1 ? [p] : [])),
    boards,
    fixed: (p) => playerPins[p],
    taken,
    clash: (a, b) => 1 + field.met(a, b) + (field.avoid[a] && field.avoid[a] === field.avoid[b] ? 1 : 0),
  });
  return seats.map((p, s) => {
    const first = firstSeat.get(p) === s;
    return twoBoards.get(p)?.[first ? 0 : 1] ?? (first ? playerPins[p] : undefined);
  });
}

/**
 * What the search for the round's boards is given, and how each player's power is aimed at afterwards. The costs, by
 * level (docs/seating.md): a doubler's two seats on one board, repeated meetings (squared), Avoid pairs together, and
 * with `powers=history` the powers played again. With one seat a player and no fixed board, the affine plane's lines,
 * beyond 49 the rounds of a difference matrix, or the rota of the first complete round are offered whole.
 */
function boardSearch(fn: string, field: Field, seats: readonly number[], powers: Powers, played: Played) {
  const boards = seats.length / BOARD_SIZE;
  const pinned = boardPins(fn, field, seats);
  const doublers = field.games.filter((g) => g > 1).length;
  const pairs = (boards * BOARD_SIZE * (BOARD_SIZE - 1)) / 2;
  const rounds = largest(
    field.past.sittings.map((s) => s.round),
    0,
  );
  const [w0, w1, w2, w3] = levelWeights(
    fn,
    [doublers, field.meetingsBound(BOARD_SIZE - 1), Math.min(pairs, field.avoidPairs), seats.length * (rounds + 1)],
    field.names.length,
  );
  const pair = (a: number, b: number) => {
    const [x, y] = [seats[a], seats[b]];
    if (x === y) return w0;
    const met = field.met(x, y);
    return w1 * met * met + (field.avoid[x] && field.avoid[x] === field.avoid[y] ? w2 : 0);
  };
  const designs = offeredDesigns(field, seats, pinned, powers, pair);
  return {
    request: {
      sizes: Array<number>(boards).fill(BOARD_SIZE),
      pinned,
      pair,
      bySize: () => 0,
      finish:
        powers === 'history'
          ? (members: number[]) => w3 * cheapestAssignment(members, (s, k) => played[seats[s]].get(POWER_NAMES[k]) ?? 0).cost
          : undefined,
      random: field.random,
      exactUpTo: 14,
      offered: designs.offered,
    },
    target: designs.target,
  };
}

/**
 * The seatings the designs offer the search (none when a seat is fixed or a player has two), and for the tables found,
 * the power each player is aimed at: on the plane the power one step on (row + slope), in a design's round r the
 * group's power + r, off them the power after the one of their first complete round, a step a round since.
 */
function offeredDesigns(
  field: Field,
  seats: readonly number[],
  pinned: readonly (number | undefined)[],
  powers: Powers,
  pair: (a: number, b: number) => number,
) {
  const boards = seats.length / BOARD_SIZE;
  const free = pinned.every((t) => t === undefined);
  const byPowers = powers === 'history' ? { place: powerPlace(field) } : {};
  const plane = free ? planeOf(field, BOARD_SIZE, byPowers) : undefined;
  const design = free && !plane ? groupRounds(field, BOARD_SIZE, byPowers.place) : undefined;
  const completed = powers === 'history' && free && !plane ? completeRounds(field, BOARD_SIZE) : [];
  const turn = (player: number) => {
    const first = completed.length ? byPowers.place?.(player, completed[0].round) : undefined;
    return first === undefined ? undefined : (first + completed.length) % BOARD_SIZE;
  };
  const rota = completed.length ? rotaBoards(seats.map(turn), boards, pair) : undefined;
  // slope 0 last when the plane's rows are the first round's powers (powerPlace): its lines repeat a power
  const offered = free
    ? [...affineSeatings(field, BOARD_SIZE, byPowers, powers === 'history' ? [0] : []), ...(design?.offered ?? []), ...(rota ? [rota] : [])]
    : [];
  const target = (tables: number[][]) => {
    const slope = plane ? slopeOf(plane, tables) : undefined;
    const designRound = design?.roundOf(tables.map((members) => members.map((s) => seats[s])));
    return (player: number) => {
      if (plane && slope !== undefined) return (plane.y[player] + slope) % BOARD_SIZE;
      if (design && designRound !== undefined) return (design.group[player] + designRound) % BOARD_SIZE;
      return turn(player);
    };
  };
  return { offered, target };
}

/**
 * The round's rows, board by board, and their warnings (repeated meetings, powers played again): with `powers=none`
 * the players by name, Power blank; else the powers that repeat fewest, among them those aimed at (8 > 7 mismatches).
 */
function boardRows(
  field: Field,
  seats: readonly number[],
  tables: number[][],
  powers: Powers,
  played: Played,
  target: (player: number) => number | undefined,
): { rows: (string | number)[][]; warnings: Said[] } {
  const warnings: Said[] = [];
  const powerCost = (s: number, k: number) => played[seats[s]].get(POWER_NAMES[k]) ?? 0;
  const rows = tables.flatMap((members, b) => {
    const where = sayShared('atBoard', { id: String(b + 1) });
    warnings.push(
      ...tableWarnings(
        field,
        members.map((s) => seats[s]),
        where,
      ),
    );
    if (powers === 'none')
      return members
        .map((s) => field.names[seats[s]])
        .sort(compareNames)
        .map((player) => [field.round, b + 1, '', player]);
    const order = cheapestAssignment(
      members,
      (s, k) => 8 * powerCost(s, k) + (target(seats[s]) === k || target(seats[s]) === undefined ? 0 : 1),
    ).order;
    return order.map((s, k) => {
      const player = seats[s];
      const power = POWER_NAMES[k];
      const before = played[player].get(power) ?? 0;
      if (before)
        warnings.push(
          saySeating('powerAgain', { player: field.names[player], power: say('powerPlayed', { power }), times: before + 1, place: where }),
        );
      // a doubler's power here counts as played for its other board
      played[player].set(power, before + 1);
      return [field.round, b + 1, power, field.names[player]];
    });
  });
  return { rows, warnings };
}

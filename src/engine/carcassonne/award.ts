import type { Problem } from '../i18n/errors';
import type { Text } from '../i18n/message';
import { type Arg, type Cell, isBlank, isGrid } from '../shared/cells';
import { readGrid } from '../shared/grid';
import { Breach, PodiumError } from '../shared/problems';
import { fold } from '../shared/text';
import { LOWEST_POINTS, readBounded } from './bounds';
import { say } from './messages';

/** docs/carcassonne.md#majority: every player with the most follower strength scores the feature in full; none, nothing. */
export function majority(points: number, strengths: number[], citizensJury = false): number[] {
  const most = strengths.reduce((m, s) => Math.max(m, s), 0);
  return strengths.map((s) => (s > 0 && (citizensJury || s === most) ? points : 0));
}

const AWARD_MODIFIERS = ['citizens jury', 'juriul cetatenilor'];

/** A player's follower strength on a feature: whole followers (a big follower counts 2, a mayor its pennants). */
export function readStrength(value: Cell, player: Text): number {
  return readBounded(value, say('followerStrength', { player }));
}

/**
 * A per-feature argument (docs/conventions.md#arguments-and-shape): a column, or a row laid out left to right, of one
 * cell per feature row of followers, or one cell for them all.
 */
function perFeature(fn: string, name: string, arg: Arg | undefined, features: number): (i: number) => Cell {
  if (!isGrid(arg)) return () => arg as Cell;
  const grid = readGrid(fn, name, arg);
  const asRow = grid.length === 1 && features > 1;
  const cells = asRow ? grid[0].length : grid.length;
  if (cells !== features)
    throw new PodiumError(fn, [{ column: name, message: say('awardRowsDiffer', { name, rows: cells, followers: features }) }]);
  return asRow ? (i) => grid[0][i] : (i) => grid[i][0];
}

/** Whether one feature's modifiers cell calls the Citizens' Jury: blank, or tokens separated by commas or semicolons. */
function readJury(cell: Cell): boolean {
  if (isBlank(cell)) return false;
  const tokens = String(cell)
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = tokens.find((t) => !AWARD_MODIFIERS.includes(fold(t)));
  if (unknown !== undefined) throw new Breach(say('awardModifier', { value: unknown }));
  return tokens.length > 0;
}

/**
 * CARC_AWARD(points, followers, [modifiers]): followers hold a row per feature and a cell per player; points and
 * modifiers one cell per feature row, or one cell for every row.
 */
export function carcAward(points: Arg, followers: Arg, modifiers?: Arg) {
  const fn = 'CARC_AWARD';
  const rows: Cell[][] = isGrid(followers) ? readGrid(fn, 'followers', followers) : [[followers]];
  const pointAt = perFeature(fn, 'points', points, rows.length);
  const modifiersAt = perFeature(fn, 'modifiers', modifiers, rows.length);
  // one modifiers cell for every row: refused once, not at each row
  if (!isGrid(modifiers))
    try {
      readJury(modifiers as Cell);
    } catch (e) {
      if (!(e instanceof Breach)) throw e;
      throw new PodiumError(fn, [{ column: 'modifiers', message: e.said }]);
    }
  const problems: Problem[] = [];
  const out = rows.map((cells, i) => {
    const blanks = cells.map(() => '' as const);
    if (isBlank(pointAt(i))) return blanks;
    /** A rule's breach is a problem at this row (and column), and the row stays blank. */
    const read = <T>(f: () => T, column?: string): T | undefined => {
      try {
        return f();
      } catch (e) {
        if (!(e instanceof Breach)) throw e;
        problems.push({ row: i + 1, column, message: e.said });
        return undefined;
      }
    };
    const jury = read(() => readJury(modifiersAt(i)), 'modifiers');
    if (jury === undefined) return blanks;
    const won = read(() =>
      majority(
        readBounded(pointAt(i), 'points', LOWEST_POINTS),
        cells.map((c, j) => readStrength(c, say('nthPlayer', { n: j + 1 }))),
        jury,
      ),
    );
    return won ?? blanks;
  });
  if (problems.length) throw new PodiumError(fn, problems);
  return isGrid(followers) ? out : out[0][0];
}

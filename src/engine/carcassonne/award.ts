import { type Arg, type Cell, isBlank, isGrid } from '../shared/cells';
import { readGrid } from '../shared/grid';
import { Breach, PodiumError, type Problem } from '../shared/problems';
import { fold } from '../shared/text';
import { readAmount, readBounded } from './bounds';
import { say } from './messages';

/** docs/carcassonne.md#majority: every player with the most follower strength scores the feature in full; none, nothing. */
export function majority(points: number, strengths: number[], citizensJury = false): number[] {
  const most = strengths.reduce((m, s) => Math.max(m, s), 0);
  return strengths.map((s) => (s > 0 && (citizensJury || s === most) ? points : 0));
}

const AWARD_MODIFIERS = ['citizens jury', 'juriul cetatenilor'];

/** A player's follower strength on a feature: whole followers (a big follower counts 2, a mayor its pennants). */
export function readStrength(value: Cell, player: string): number {
  return readBounded(value, say('followerStrength', { player }));
}

/** CARC_AWARD(points, followers, [modifiers]): followers hold a row per feature and a cell per player. */
export function carcAward(points: Arg, followers: Arg, modifiers?: Arg) {
  const fn = 'CARC_AWARD';
  const rows: Cell[][] = isGrid(followers) ? readGrid(fn, 'followers', followers) : [[followers]];
  const pointGrid = isGrid(points) ? readGrid(fn, 'points', points) : undefined;
  const pointAt = (i: number): Cell =>
    pointGrid ? (pointGrid.length === 1 && rows.length > 1 ? pointGrid[0][i] : pointGrid[i]?.[0]) : (points as Cell);
  if (pointGrid && pointGrid.length !== rows.length && !(pointGrid.length === 1 && pointGrid[0].length === rows.length))
    throw new PodiumError(fn, [
      {
        column: 'points',
        message: say('pointsRowsDiffer', { points: pointGrid.length, followers: rows.length }),
      },
    ]);
  const jury =
    !isBlank(modifiers as Cell) &&
    (() => {
      const typed = fold(String(modifiers));
      if (!AWARD_MODIFIERS.includes(typed))
        throw new PodiumError(fn, [{ column: 'modifiers', message: say('awardModifier', { value: String(modifiers) }) }]);
      return true;
    })();
  const problems: Problem[] = [];
  const out = rows.map((cells, i) => {
    if (isBlank(pointAt(i))) return cells.map(() => '' as const);
    try {
      const p = readAmount(pointAt(i), 'points');
      return majority(
        p,
        cells.map((c, j) => readStrength(c, `player ${j + 1}`)),
        jury,
      );
    } catch (e) {
      if (!(e instanceof Breach)) throw e;
      problems.push({ row: i + 1, message: e.said });
      return cells.map(() => '' as const);
    }
  });
  if (problems.length) throw new PodiumError(fn, problems);
  return isGrid(followers) ? out : out[0][0];
}

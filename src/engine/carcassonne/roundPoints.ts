import type { Arg, Cell } from '../shared/cells';
import { Fraction } from '../shared/fraction';
import { answersOrThrow, scoreByGroup } from '../shared/groupScoring';
import { Breach } from '../shared/problems';
import { finishingGroups, sharePlaces } from '../shared/ranking';
import { RowArgs } from '../shared/rowArgs';
import { readBounded } from './bounds';
import { type CarcassonneSettings, readCarcassonneSettings } from './settings';

/** A game score: a whole number of points, 0 to 10,000. */
export function readScore(value: Cell): number {
  return readBounded(value, 'score');
}

/** Round points by place at a table of 3 or 4 (the publisher's qualifier series; SPEC §4.5). */
export const PLACEMENT_POINTS: Record<CarcassonneSettings['three'], Record<number, number[]>> = {
  '5-3-1': { 4: [5, 3, 2, 1], 3: [5, 3, 1] },
  '5-3-2': { 4: [5, 3, 2, 1], 3: [5, 3, 2] },
};

/** A duel's wins: a game won, an equal score by the draw setting, a game lost. */
export const DUEL_WINS: Record<CarcassonneSettings['draw'], { win: Fraction; equal: Fraction; loss: Fraction }> = {
  half: { win: Fraction.of(1), equal: Fraction.of(1, 2), loss: Fraction.ZERO },
  zero: { win: Fraction.of(1), equal: Fraction.ZERO, loss: Fraction.ZERO },
};

export const TABLE_SIZE = 'a table has 2 players (a duel) or 3 to 4';

/**
 * One table's round points, exact: at 2, the duel's 1 / ½ / 0; at 3 or 4, the places' points, equal scores sharing
 * their positions and splitting those positions' points.
 */
export function tableRoundPoints(scores: number[], settings: CarcassonneSettings): Fraction[] {
  if (scores.length === 2) {
    const wins = DUEL_WINS[settings.draw];
    const [a, b] = scores;
    return a === b ? [wins.equal, wins.equal] : a > b ? [wins.win, wins.loss] : [wins.loss, wins.win];
  }
  const points = PLACEMENT_POINTS[settings.three][scores.length];
  if (!points) throw new Breach(`${scores.length} player${scores.length === 1 ? '' : 's'} at the table; ${TABLE_SIZE}`);
  const placed: Fraction[] = [];
  const byScore = (i: number, j: number) => scores[j] - scores[i];
  for (const p of sharePlaces(
    finishingGroups(
      scores.map((_, i) => i),
      byScore,
    ),
    points,
  ))
    placed[p.item] = p.points;
  return placed;
}

/** CARC_ROUNDPOINTS(score, [table], [settings]): per row, the round points of the player's table. */
export function carcRoundPoints(score: Arg, table?: Arg, settingsText?: Arg) {
  const fn = 'CARC_ROUNDPOINTS';
  const settings = readCarcassonneSettings(fn, settingsText);
  const args = new RowArgs(fn, [
    { name: 'score', value: score },
    { name: 'table', value: table },
  ]);
  const scores = scoreByGroup(args, {
    first: 'score',
    idArg: 'table',
    label: 'table',
    read: (i) => readScore(args.cell('score', i)),
    score: (rows) => {
      try {
        return { values: tableRoundPoints(rows, settings).map((f) => f.toNumber()) };
      } catch (e) {
        if (!(e instanceof Breach)) throw e;
        return { values: rows.map(() => undefined), groupBreaches: [e.message] };
      }
    },
  });
  return args.output(answersOrThrow(fn, scores));
}

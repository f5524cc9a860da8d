import type { Said, Text } from '../i18n/message';
import { type Arg, type Cell, isBlank, isGrid } from '../shared/cells';
import { STARTS_COLUMN } from '../shared/columns';
import { readFlag } from '../shared/flags';
import { Fraction } from '../shared/fraction';
import { answersOrThrow, readFields, scoreByGroup } from '../shared/groupScoring';
import { type ColumnSpec, columnLabel } from '../shared/headerTable';
import { Breach } from '../shared/problems';
import { finishingGroups, sharePlaces } from '../shared/ranking';
import { RowArgs } from '../shared/rowArgs';
import { readBounded } from './bounds';
import { CARCASSONNE_LABELS } from './labels';
import { say } from './messages';
import { type CarcassonneSettings, readCarcassonneSettings } from './settings';

/** The results' Score column: a player's game score. */
export const SCORE_COLUMN: ColumnSpec<'score'> = {
  key: 'score',
  names: ['Score', 'Points', 'Punti', 'Puncte', 'Punkte', 'Punteggio', 'Punctaj'],
  label: CARCASSONNE_LABELS.score,
  required: true,
  figure: true,
};

/** A game score: a whole number of points, 0 to 10,000; `noun` names its column. */
export function readScore(value: Cell, noun: Text): number {
  return readBounded(value, noun);
}

/** Round points by place at a table of 3 or 4 (the publisher's qualifier series; docs/carcassonne.md#tournament-standings). */
export const PLACEMENT_POINTS: Record<CarcassonneSettings['three'], Record<number, number[]>> = {
  '5-3-1': { 4: [5, 3, 2, 1], 3: [5, 3, 1] },
  '5-3-2': { 4: [5, 3, 2, 1], 3: [5, 3, 2] },
};

/**
 * A duel's wins: a game won, an equal score by the draw setting, a game lost. Under `starter-loses` an equal score
 * is a game won by the player who did not start, and `equal` is only what a bye counts with `bye=draw` (docs/formats.md).
 */
export const DUEL_WINS: Record<CarcassonneSettings['draw'], { win: Fraction; equal: Fraction; loss: Fraction }> = {
  half: { win: Fraction.of(1), equal: Fraction.of(1, 2), loss: Fraction.ZERO },
  zero: { win: Fraction.of(1), equal: Fraction.ZERO, loss: Fraction.ZERO },
  'starter-loses': { win: Fraction.of(1), equal: Fraction.of(1, 2), loss: Fraction.ZERO },
};

/** The Starts column of a call given bare columns, as its messages name it. */
const STARTS_LABEL = columnLabel(STARTS_COLUMN);

/**
 * Why an equal score cannot be decided under draw=starter-loses, or undefined when exactly one player started;
 * `named` is the Starts column as the results head it (docs/languages.md).
 */
export function starterProblem(
  starts: readonly boolean[] | undefined,
  setting: 'draw' | 'kotie' = 'draw',
  named: Text = STARTS_LABEL,
): Said | undefined {
  if (!starts) return say('starterNeeded', { setting, starts: named });
  const n = starts.filter(Boolean).length;
  return n === 1 ? undefined : say('startersNotOne', { setting, flagged: n, starts: named });
}

/** A duel's round points by the `draw` setting: 1 / ½ / 0, or with `starter-loses` an equal score won by the non-starter. */
function duelPoints(
  scores: number[],
  settings: CarcassonneSettings,
  starts: readonly boolean[] | undefined,
  startsNamed: Text,
): Fraction[] {
  const wins = DUEL_WINS[settings.draw];
  const [a, b] = scores;
  if (a === b && settings.draw === 'starter-loses') {
    const problem = starterProblem(starts, 'draw', startsNamed);
    if (problem) throw new Breach(problem);
    return (starts as boolean[])[0] ? [wins.loss, wins.win] : [wins.win, wins.loss];
  }
  if (a === b) return [wins.equal, wins.equal];
  return a > b ? [wins.win, wins.loss] : [wins.loss, wins.win];
}

/**
 * One table's round points, exact: at 2, the duel's 1 / ½ / 0; at 3 or 4, the places' points, equal scores sharing
 * their positions and splitting those positions' points.
 */
export function tableRoundPoints(
  scores: number[],
  settings: CarcassonneSettings,
  starts?: readonly boolean[],
  startsNamed: Text = STARTS_LABEL,
): Fraction[] {
  if (scores.length === 2) return duelPoints(scores, settings, starts, startsNamed);
  const points = PLACEMENT_POINTS[settings.three][scores.length];
  if (!points) throw new Breach(say('carcTableSize', { players: scores.length }));
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

// the arguments as CARC_ROUNDPOINTS's messages name them: their names in English, the columns' labels in Italian and Romanian
const SCORE_NOUN = columnLabel(SCORE_COLUMN, 'score');
const STARTS_NOUN = columnLabel(STARTS_COLUMN, 'starts');

/** CARC_ROUNDPOINTS(score, [table], [settings], [starts]): per row, the round points of the player's table. */
export function carcRoundPoints(score: Arg, table?: Arg, settingsText?: Arg, starts?: Arg) {
  const fn = 'CARC_ROUNDPOINTS';
  const settings = readCarcassonneSettings(fn, settingsText);
  const args = new RowArgs(fn, [
    { name: 'score', value: score },
    { name: 'table', value: table },
    { name: 'starts', value: starts },
  ]);
  const given = starts !== undefined && !(isBlank(starts) && !isGrid(starts));
  const scores = scoreByGroup(args, {
    first: 'score',
    idArg: 'table',
    label: 'table',
    read: readFields<{ score: number; starts: boolean }>({
      score: (i) => readScore(args.cell('score', i), SCORE_NOUN),
      starts: (i) => readFlag(args.cell('starts', i), STARTS_NOUN),
    }),
    score: (rows) => {
      try {
        const flags = given ? rows.map((r) => r.starts) : undefined;
        return {
          values: tableRoundPoints(
            rows.map((r) => r.score),
            settings,
            flags,
          ).map((f) => f.toNumber()),
        };
      } catch (e) {
        if (!(e instanceof Breach)) throw e;
        return { values: rows.map(() => undefined), groupBreaches: [e.said] };
      }
    },
  });
  return args.output(answersOrThrow(fn, scores));
}

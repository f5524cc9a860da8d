import { type Arg, type Cell, isBlank } from '../shared/cells';
import { answersOrThrow, readFields, scoreByGroup } from '../shared/groupScoring';
import { readCount } from '../shared/numbers';
import { RowArgs } from '../shared/rowArgs';
import type { Seat } from './board';
import { type SeatScore, scoreBoard } from './scoreBoard';
import { type DiplomacySettings, readDiplomacySettings } from './settings';

const boardGroups = { idArg: 'board', label: 'board' };

const optionalYear = (value: Cell, noun: string) => (isBlank(value) ? undefined : readCount(value, noun));

function boardColumn<O>(fn: string, args: RowArgs, settings: DiplomacySettings, forPoints: boolean, pick: (s: SeatScore) => O) {
  const scores = scoreByGroup(args, {
    first: 'centres',
    ...boardGroups,
    read: readFields<Seat>({
      centres: (i) => readCount(args.cell('centres', i), 'centres'),
      eliminated: (i) => optionalYear(args.cell('eliminated', i), 'elimination year'),
      finalYear: (i) => optionalYear(args.cell('finalyear', i), 'final year'),
    }),
    score: (seats) => {
      const verdict = scoreBoard(seats, settings, forPoints);
      return { ...verdict, values: verdict.values.map((v) => (v ? pick(v) : undefined)) };
    },
  });
  return args.output(answersOrThrow(fn, scores));
}

export function dipResult(centres: Arg, board?: Arg) {
  const fn = 'DIP_RESULT';
  const args = new RowArgs(fn, [
    { name: 'centres', value: centres },
    { name: 'board', value: board },
  ]);
  return boardColumn(fn, args, readDiplomacySettings(fn, ''), false, (s) => s.result);
}

export function dipGameScore(centres: Arg, eliminated?: Arg, finalyear?: Arg, board?: Arg, settings?: Arg) {
  const fn = 'DIP_GAMESCORE';
  const parsed = readDiplomacySettings(fn, settings);
  const args = new RowArgs(fn, [
    { name: 'centres', value: centres },
    { name: 'eliminated', value: eliminated },
    { name: 'finalyear', value: finalyear },
    { name: 'board', value: board },
  ]);
  return boardColumn(fn, args, parsed, true, (s) => s.points.toNumber());
}

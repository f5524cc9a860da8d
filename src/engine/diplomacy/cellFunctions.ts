import type { Shown, Text } from '../i18n/message';
import { saySheet } from '../i18n/sheetWords';
import type { Label } from '../i18n/words';
import { type Arg, type Cell, isBlank } from '../shared/cells';
import { readFlag } from '../shared/flags';
import { answersOrThrow, readFields, scoreByGroup } from '../shared/groupScoring';
import { labelOf } from '../shared/headerTable';
import { SHARED_LABELS } from '../shared/labels';
import { say } from '../shared/messages';
import { readCount } from '../shared/numbers';
import { RowArgs } from '../shared/rowArgs';
import { NEED_COLUMNS, type Seat } from './board';
import { DIPLOMACY_COLUMNS } from './columns';
import { historyArg } from './history';
import { DIPLOMACY_LABELS } from './labels';
import { type SeatScore, scoreBoard } from './scoreBoard';
import { readsChart, SCORING_SYSTEMS, SYSTEM_IDS } from './scoringSystems';
import { type DiplomacySettings, readDiplomacySettings } from './settings';

const boardGroups = { idArg: 'board', label: 'board' } as const;

const optionalYear = (value: Cell, noun: Text) => (isBlank(value) ? undefined : readCount(value, noun));

// the arguments as messages name them: as the function's help does in English, by their columns' labels elsewhere
const CENTRES = labelOf(DIPLOMACY_COLUMNS, 'centres', 'centres');
const ELIMINATED = labelOf(DIPLOMACY_COLUMNS, 'eliminated', 'elimination year');
const FINAL_YEAR = labelOf(DIPLOMACY_COLUMNS, 'finalyear', 'final year');

function boardColumn<O>(
  fn: string,
  args: RowArgs,
  settings: DiplomacySettings,
  forPoints: boolean,
  pick: (s: SeatScore) => O,
  history: (i: number) => number[] | undefined = () => undefined,
) {
  const scores = scoreByGroup(args, {
    first: 'centres',
    ...boardGroups,
    read: readFields<Seat>({
      centres: (i) => readCount(args.cell('centres', i), CENTRES),
      eliminated: (i) => optionalYear(args.cell('eliminated', i), ELIMINATED),
      finalYear: (i) => optionalYear(args.cell('finalyear', i), FINAL_YEAR),
      draw: (i) => readFlag(args.cell('draw', i), say('markNoun', { mark: 'draw' })),
      conceded: (i) => readFlag(args.cell('conceded', i), say('markNoun', { mark: 'conceded' })),
      history,
    }),
    score: (seats) => {
      const verdict = scoreBoard(seats, settings, forPoints);
      return { ...verdict, values: verdict.values.map((v) => (v ? pick(v) : undefined)) };
    },
  });
  return args.output(answersOrThrow(fn, scores));
}

/** DIP_RESULT(centres, [board], [conceded], [draw]). */
export function dipResult(centres: Arg, board?: Arg, conceded?: Arg, draw?: Arg) {
  const fn = 'DIP_RESULT';
  const args = new RowArgs(fn, [
    { name: 'centres', value: centres },
    { name: 'board', value: board },
    { name: 'conceded', value: conceded },
    { name: 'draw', value: draw },
  ]);
  return boardColumn(fn, args, readDiplomacySettings(fn, ''), false, (s) => s.result);
}

/** DIP_GAMESCORE(centres, [eliminated], [finalyear], [board], [settings], [draw], [conceded], [history]): the one function whose settings are not last. */
export function dipGameScore(
  centres: Arg,
  eliminated?: Arg,
  finalyear?: Arg,
  board?: Arg,
  settings?: Arg,
  draw?: Arg,
  conceded?: Arg,
  history?: Arg,
) {
  const fn = 'DIP_GAMESCORE';
  const parsed = readDiplomacySettings(fn, settings);
  const args = new RowArgs(fn, [
    { name: 'centres', value: centres },
    { name: 'eliminated', value: eliminated },
    { name: 'finalyear', value: finalyear },
    { name: 'board', value: board },
    { name: 'draw', value: draw },
    { name: 'conceded', value: conceded },
  ]);
  // the chart is read only by the systems that score with it: any other leaves it alone, as it leaves unused years
  const chart = readsChart(parsed.system) ? historyArg(fn, history, args.length) : undefined;
  return boardColumn(fn, args, parsed, true, (s) => s.points.toNumber(), chart);
}

const SYSTEMS_HEADER: readonly Label[] = [
  DIPLOMACY_LABELS.system,
  SHARED_LABELS.name,
  DIPLOMACY_LABELS.systemNeeds,
  DIPLOMACY_LABELS.solo,
  DIPLOMACY_LABELS.scoring,
];

/** DIP_SYSTEMS(): every scoring system the `system` setting can name, one row each, its words as values. */
export function dipSystems(): Shown<Cell>[][] {
  return [
    [...SYSTEMS_HEADER],
    ...SYSTEM_IDS.map((id) => {
      const s = SCORING_SYSTEMS[id];
      // the columns it needs are named as New tournament heads them in the reader's language
      const needs = s.needs.length
        ? saySheet('joined', { items: s.needs.map((n) => NEED_COLUMNS[n]), by: ', ' })
        : DIPLOMACY_LABELS.centresOnly;
      return [s.id, s.name, needs, s.solo, s.description];
    }),
  ];
}

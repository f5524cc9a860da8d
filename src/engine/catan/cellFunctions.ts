import type { Said } from '../i18n/message';
import { saySheet } from '../i18n/sheetWords';
import type { Arg } from '../shared/cells';
import { readFlag } from '../shared/flags';
import { answersOrThrow, type FieldReaders, readFields, scoreByGroup } from '../shared/groupScoring';
import { columnLabel } from '../shared/headerTable';
import { say as sayShared } from '../shared/messages';
import { readCount } from '../shared/numbers';
import { RowArgs } from '../shared/rowArgs';
import { breaches, type Rule } from '../shared/rules';
import { type Award, awardHolder, LARGEST_ARMY, LONGEST_ROAD } from './awards';
import { VP_COLUMN } from './columns';
import { say } from './messages';
import { placeTable, type TablePlacing } from './placeTable';
import type { Count, PlayerRecord } from './record';
import { KNIGHTS_AT_TABLE, tableSizeRule } from './recordRules';
import { scoreTable } from './scoreTable';
import { readCatanSettings } from './settings';

const COUNTS: Count[] = ['settlements', 'cities', 'vpcards', 'knights', 'roads', 'longest'];
/** How each count's argument is named in messages, in the reader's words. */
const COUNT_NOUNS = Object.fromEntries(COUNTS.map((c) => [c, say('countNoun', { what: c })])) as Record<Count, Said>;
const FLAG_NOUNS = {
  firstarmy: sayShared('markNoun', { mark: 'firstarmy' }),
  firstroad: sayShared('markNoun', { mark: 'firstroad' }),
  declared: sayShared('markNoun', { mark: 'declared' }),
};

// the VP argument as messages name it: as the function's help does in English, by the VP column's label elsewhere
const VP = columnLabel(VP_COLUMN, 'VP');
const VP_ENTERED = columnLabel(VP_COLUMN, 'VP entered');

const tableGroups = { idArg: 'table', label: 'table' } as const;

function recordArgs(fn: string, values: Arg[], extra: Record<string, Arg | undefined>): RowArgs {
  return new RowArgs(fn, [
    ...COUNTS.map((name, k) => ({ name, value: values[k] })),
    ...Object.entries(extra).map(([name, value]) => ({ name, value })),
  ]);
}

function recordReaders(args: RowArgs): FieldReaders<PlayerRecord> {
  const count = (c: Count) => (i: number) => readCount(args.cell(c, i), COUNT_NOUNS[c]);
  const flag = (f: 'firstarmy' | 'firstroad') => (i: number) => readFlag(args.cell(f, i), FLAG_NOUNS[f]);
  return {
    settlements: count('settlements'),
    cities: count('cities'),
    vpcards: count('vpcards'),
    knights: count('knights'),
    roads: count('roads'),
    longest: count('longest'),
    firstarmy: flag('firstarmy'),
    firstroad: flag('firstroad'),
  };
}

export function catanVp(
  settlements: Arg,
  cities: Arg,
  vpcards: Arg,
  knights: Arg,
  roads: Arg,
  longest: Arg,
  table?: Arg,
  firstarmy?: Arg,
  firstroad?: Arg,
) {
  const fn = 'CATAN_VP';
  const args = recordArgs(fn, [settlements, cities, vpcards, knights, roads, longest], { table, firstarmy, firstroad });
  const scores = scoreByGroup(args, {
    first: 'settlements',
    ...tableGroups,
    read: readFields(recordReaders(args)),
    score: scoreTable,
  });
  return args.output(answersOrThrow(fn, scores).map((s) => (s === '' ? s : s.vp)));
}

/** The validation column: every breach of the row and of its table, or "" when the row is valid. */
export function catanCheck(
  settlements: Arg,
  cities: Arg,
  vpcards: Arg,
  knights: Arg,
  roads: Arg,
  longest: Arg,
  table?: Arg,
  firstarmy?: Arg,
  firstroad?: Arg,
  declared?: Arg,
  vp?: Arg,
) {
  const fn = 'CATAN_CHECK';
  const defaults = readCatanSettings(fn, ''); // the check places tables by the seed's round points
  const args = recordArgs(fn, [settlements, cities, vpcards, knights, roads, longest], { table, firstarmy, firstroad, declared, vp });
  type Checked = PlayerRecord & { declared: boolean; entered: number | undefined };
  const read = readFields<Checked>({
    ...recordReaders(args),
    declared: (i) => readFlag(args.cell('declared', i), FLAG_NOUNS.declared),
    entered: (i) => (args.isBlank('vp', i) ? undefined : readCount(args.cell('vp', i), VP_ENTERED)),
  });
  const scores = scoreByGroup(args, {
    first: 'settlements',
    ...tableGroups,
    read,
    score: (rows) => {
      const scored = scoreTable(rows);
      const vps = scored.values.map((s) => s?.vp);
      if (vps.some((v) => v === undefined)) return scored;
      const placed = placeTable(
        vps as number[],
        rows.map((r) => r.declared),
        defaults,
      );
      const mismatches = rows.map((r, k) =>
        r.entered !== undefined && r.entered !== vps[k] ? [say('vpMismatch', { entered: r.entered, vp: vps[k] as number })] : [],
      );
      return {
        values: scored.values,
        rowBreaches: rows.map((_, k) => [...placed.rowBreaches[k], ...mismatches[k]]),
        groupBreaches: placed.groupBreaches,
      };
    },
  });
  return args.output(
    // the breaches as values: the adapter reads the spreadsheet's language only when a row has any
    args
      .indices()
      .map((i) =>
        args.isBlank('settlements', i) || !scores.breaches[i].length ? '' : saySheet('joined', { items: scores.breaches[i], by: '; ' }),
      ),
  );
}

function awardColumn(
  fn: string,
  award: Award,
  count: Count,
  flagName: 'firstarmy' | 'firstroad',
  tableRules: Rule<number[]>[],
  values: Arg,
  table?: Arg,
  flags?: Arg,
) {
  const args = new RowArgs(fn, [
    { name: count, value: values },
    { name: 'table', value: table },
    { name: flagName, value: flags },
  ]);
  const scores = scoreByGroup(args, {
    first: count,
    ...tableGroups,
    read: readFields<{ value: number; flag: boolean }>({
      value: (i) => readCount(args.cell(count, i), COUNT_NOUNS[count]),
      flag: (i) => readFlag(args.cell(flagName, i), FLAG_NOUNS[flagName]),
    }),
    score: (rows) => {
      const values = rows.map((r) => r.value);
      const outcome = awardHolder(
        award,
        values,
        rows.map((r) => r.flag),
      );
      const negative = values.map((v) => (v < 0 ? [say('countBelow', { what: count, value: v, least: 0 })] : []));
      return {
        values: rows.map((_, k) => outcome.holder === k),
        rowBreaches: rows.map((_, k) => [...negative[k], ...outcome.rowBreaches[k]]),
        groupBreaches: [...breaches([tableSizeRule], rows.length), ...breaches(tableRules, values), ...outcome.tableBreaches],
      };
    },
  });
  return args.output(answersOrThrow(fn, scores));
}

export function catanLargestArmy(knights: Arg, table?: Arg, firstarmy?: Arg) {
  return awardColumn('CATAN_LARGESTARMY', LARGEST_ARMY, 'knights', 'firstarmy', [KNIGHTS_AT_TABLE], knights, table, firstarmy);
}

export function catanLongestRoad(longest: Arg, table?: Arg, firstroad?: Arg) {
  return awardColumn('CATAN_LONGESTROAD', LONGEST_ROAD, 'longest', 'firstroad', [], longest, table, firstroad);
}

function placingColumn<O>(fn: string, pick: (p: TablePlacing) => O, vp: Arg, table?: Arg, declared?: Arg, settingsText?: Arg) {
  const settings = readCatanSettings(fn, settingsText);
  const args = new RowArgs(fn, [
    { name: 'vp', value: vp },
    { name: 'table', value: table },
    { name: 'declared', value: declared },
  ]);
  const scores = scoreByGroup(args, {
    first: 'vp',
    ...tableGroups,
    read: readFields<{ vp: number; declared: boolean }>({
      vp: (i) => readCount(args.cell('vp', i), VP),
      declared: (i) => readFlag(args.cell('declared', i), FLAG_NOUNS.declared),
    }),
    score: (rows) => {
      const placed = placeTable(
        rows.map((r) => r.vp),
        rows.map((r) => r.declared),
        settings,
      );
      return { ...placed, values: placed.placings.map((p) => (p ? pick(p) : undefined)) };
    },
  });
  return args.output(answersOrThrow(fn, scores));
}

export function catanPlace(vp: Arg, table?: Arg, declared?: Arg, settings?: Arg) {
  return placingColumn('CATAN_PLACE', (p) => p.place, vp, table, declared, settings);
}

export function catanRoundPoints(vp: Arg, table?: Arg, declared?: Arg, settings?: Arg) {
  return placingColumn('CATAN_ROUNDPOINTS', (p) => p.points.toNumber(), vp, table, declared, settings);
}

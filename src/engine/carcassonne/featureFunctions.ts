import type { Said } from '../i18n/message';
import { type Arg, type Cell, isGrid, showCell } from '../shared/cells';
import { columnLabel } from '../shared/headerTable';
import { perRow } from '../shared/perRow';
import { PodiumError } from '../shared/problems';
import { RowArgs } from '../shared/rowArgs';
import { readBounded } from './bounds';
import type { Feature } from './feature';
import { featureNamed } from './featureNames';
import { type Counts, FEATURES, scoreFeature } from './features';
import { say } from './messages';
import { modifierReader } from './modifiers';
import { explanation, type Score } from './score';
import { LOG_COLUMNS } from './scoresheet';
import { readCarcassonneSettings } from './settings';

/** Each count argument as a message names it: its name in English, the log's column label in Italian and Romanian. */
const COUNT_NOUNS: Record<string, Said> = Object.fromEntries(LOG_COLUMNS.map((c) => [c.key, columnLabel(c, c.key)]));

/** The scoring function of one feature over whole columns: counts in the feature's order, then modifiers, settings. */
function featureColumn<T>(
  fn: string,
  feature: Feature,
  counts: (Arg | undefined)[],
  modifiers: Arg | undefined,
  settingsText: Arg | undefined,
  answer: (s: Score) => T,
) {
  const settings = readCarcassonneSettings(fn, settingsText);
  const spec = FEATURES[feature];
  const args = new RowArgs(fn, [...spec.counts.map((name, k) => ({ name, value: counts[k] })), { name: 'modifiers', value: modifiers }]);
  const readModifiers = modifierReader(feature);
  return perRow(args, spec.counts[0], (i) => {
    const read: Counts = {};
    for (const name of spec.counts)
      read[name] =
        args.omitted(name) || args.isBlank(name, i) ? (spec.defaults?.[name] ?? 0) : readBounded(args.cell(name, i), COUNT_NOUNS[name]);
    return answer(scoreFeature(feature, read, readModifiers(args.cell('modifiers', i)), settings));
  });
}

const points = (s: Score) => s.points;

export const carcRoad = (tiles: Arg, modifiers?: Arg, settings?: Arg) =>
  featureColumn('CARC_ROAD', 'road', [tiles], modifiers, settings, points);
export const carcCity = (tiles: Arg, pennants: Arg, modifiers?: Arg, settings?: Arg) =>
  featureColumn('CARC_CITY', 'city', [tiles, pennants], modifiers, settings, points);
export const carcMonastery = (tiles?: Arg, modifiers?: Arg, settings?: Arg) =>
  featureColumn('CARC_MONASTERY', 'monastery', [tiles], modifiers, settings, points);
export const carcField = (cities: Arg, castles: Arg, modifiers?: Arg, settings?: Arg) =>
  featureColumn('CARC_FIELD', 'field', [cities, castles], modifiers, settings, points);
export const carcGarden = (tiles?: Arg, modifiers?: Arg, settings?: Arg) =>
  featureColumn('CARC_GARDEN', 'garden', [tiles], modifiers, settings, points);
export const carcBabaYaga = (empty?: Arg, modifiers?: Arg, settings?: Arg) =>
  featureColumn('CARC_BABAYAGA', 'babayaga', [empty], modifiers, settings, points);
export const carcGermanCastle = (tiles?: Arg, modifiers?: Arg, settings?: Arg) =>
  featureColumn('CARC_GERMANCASTLE', 'germancastle', [tiles], modifiers, settings, points);
export const carcGermanCathedral = (tiles: Arg, segments: Arg, modifiers?: Arg, settings?: Arg) =>
  featureColumn('CARC_GERMANCATHEDRAL', 'germancathedral', [tiles, segments], modifiers, settings, points);

/**
 * CARC_EXPLAIN(feature, ...that feature's arguments): the itemised breakdown, whose total is the feature's points, as
 * a message per row (its settings' `lang=`, else the spreadsheet's language, is the adapter's to read: they are not its
 * last argument, their place follows the feature).
 */
export function carcExplain(feature: Arg, ...rest: (Arg | undefined)[]) {
  const name = isGrid(feature) ? undefined : featureNamed(feature);
  if (!name)
    throw new PodiumError('CARC_EXPLAIN', [
      {
        column: 'feature',
        message: say('featureNotOne', {
          header: COUNT_NOUNS.feature,
          value: isGrid(feature) ? undefined : showCell(feature as Cell),
          known: Object.keys(FEATURES).join(', '),
        }),
      },
    ]);
  const n = FEATURES[name].counts.length;
  return featureColumn('CARC_EXPLAIN', name, rest.slice(0, n), rest[n], rest[n + 1], explanation);
}

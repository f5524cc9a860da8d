import { type Arg, type Cell, isBlank, showCell } from '../shared/cells';
import { type ColumnSpec, readHeaderTable } from '../shared/headerTable';
import { SHARED_LABELS } from '../shared/labels';
import { Breach, PodiumError } from '../shared/problems';
import type { Spill } from '../shared/spill';
import { TableProblems } from '../shared/tableProblems';
import { fold } from '../shared/text';
import { majority, readStrength } from './award';
import { readAmount, readBounded } from './bounds';
import type { Feature } from './feature';
import { featureNamed } from './featureNames';
import { FEATURES, scoreFeature } from './features';
import { CARCASSONNE_LABELS } from './labels';
import { say } from './messages';
import { type Modifiers, type ModifierToken, modifierReader } from './modifiers';
import { readCarcassonneSettings } from './settings';

type Key = 'feature' | 'tiles' | 'pennants' | 'segments' | 'cities' | 'castles' | 'modifiers';

export const LOG_COLUMNS: ColumnSpec<Key>[] = [
  { key: 'feature', names: ['Feature', 'Teritoriu', 'Elemento'], label: CARCASSONNE_LABELS.feature, required: true },
  { key: 'tiles', names: ['Tiles', 'Cartonase', 'Tessere'], label: CARCASSONNE_LABELS.tiles, required: false, figure: true },
  { key: 'pennants', names: ['Pennants', 'Blazoane', 'Stemmi'], label: CARCASSONNE_LABELS.pennants, required: false, figure: true },
  { key: 'segments', names: ['Segments', 'Segmenti', 'Segmente'], label: CARCASSONNE_LABELS.segments, required: false, figure: true },
  { key: 'cities', names: ['Cities', 'Orase', 'Citta'], label: CARCASSONNE_LABELS.cities, required: false, figure: true },
  { key: 'castles', names: ['Castles', 'Cetati', 'Castele', 'Castelli'], label: CARCASSONNE_LABELS.castles, required: false, figure: true },
  { key: 'modifiers', names: ['Modifiers', 'Modificatori'], label: CARCASSONNE_LABELS.modifiers, required: false },
];

const EXTRA = 'extra';
/** The Citizens' Jury: a city's land-surveyor tile that makes every player present a majority player. */
const JURY: ModifierToken = { token: 'citizens jury', features: ['city'], also: ['juriul cetatenilor'] };

export interface ScoreSheet {
  players: string[];
  /** Per log row: its line in the log, the feature, the feature's points and each player's points. */
  rows: { row: number; feature: string; points: number | ''; received: number[] }[];
  totals: number[];
}

/** A whole game's feature log: each row's points go to the majority (docs/carcassonne.md#majority); `extra` rows carry points directly. */
export function scoreSheet(fn: string, log: Arg, settingsText?: Arg): ScoreSheet {
  const settings = readCarcassonneSettings(fn, settingsText);
  const table = readHeaderTable(fn, log, LOG_COLUMNS);
  const known = new Set(Object.values(table.columns) as number[]);
  const playerCols = table.headers.map((_, i) => i).filter((i) => !known.has(i) && !isBlank(table.headers[i]));
  const players = playerCols.map((i) => String(table.headers[i]).trim());
  if (!players.length) {
    const columns = LOG_COLUMNS.flatMap((c) => (table.columns[c.key] === undefined ? [] : [table.named(c.key)]));
    throw new PodiumError(fn, [{ row: 1, message: say('noPlayerColumns', { columns }) }]);
  }
  const grid = log as Cell[][];
  const problems = new TableProblems(LOG_COLUMNS, table);
  const rows: ScoreSheet['rows'] = [];
  const readers = new Map<Feature, (text: unknown) => Modifiers>();
  const readerFor = (f: Feature) => readers.get(f) ?? (readers.set(f, modifierReader(f, [JURY])).get(f) as (text: unknown) => Modifiers);
  for (const { row, cells } of table.rows) {
    const raw = grid[row - 1];
    try {
      if (fold(String(cells.feature ?? '')).replace(/[\s'_-]/g, '') === EXTRA) {
        rows.push({
          row,
          feature: EXTRA,
          points: '',
          received: playerCols.map((c, k) => readAmount(raw[c], say('pointsOf', { player: players[k] }))),
        });
        continue;
      }
      const f = featureNamed(cells.feature);
      if (!f) {
        problems.at(
          row,
          'feature',
          say('featureNotKnown', {
            header: problems.header('feature'),
            value: showCell(cells.feature),
            known: [...Object.keys(FEATURES), EXTRA].join(', '),
          }),
        );
        continue;
      }
      const mods = readerFor(f)(cells.modifiers);
      const jury = mods.has(JURY.token);
      const counts = Object.fromEntries(
        FEATURES[f].counts.map((k) => [
          k,
          isBlank(cells[k]) ? (FEATURES[f].defaults?.[k] ?? 0) : readBounded(cells[k], problems.header(k)),
        ]),
      );
      const points = scoreFeature(f, counts, mods, settings).points;
      rows.push({
        row,
        feature: f,
        points,
        received: majority(
          points,
          playerCols.map((c, k) => readStrength(raw[c], players[k])),
          jury,
        ),
      });
    } catch (e) {
      if (!(e instanceof Breach)) throw e;
      problems.atRow(row, e.said);
    }
  }
  problems.throwIfAny(fn);
  const totals = players.map((_, k) => rows.reduce((s, r) => s + r.received[k], 0));
  return { players, rows, totals };
}

/** The scoresheet as CARC_SCORESHEET spills it: Feature, Points and one column per player, then a Total row. */
export function spillScoreSheet(sheet: ScoreSheet): Spill {
  return [
    [CARCASSONNE_LABELS.feature, SHARED_LABELS.points, ...sheet.players],
    ...sheet.rows.map((r) => [r.feature, r.points, ...r.received]),
    [CARCASSONNE_LABELS.total, '', ...sheet.totals],
  ];
}

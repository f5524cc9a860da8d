import { type Arg, isBlank } from '../shared/cells';
import { PLAYER_COLUMN, ROUND_COLUMN } from '../shared/columns';
import { readFlag } from '../shared/flags';
import { Fraction } from '../shared/fraction';
import type { OutputColumn, Standings } from '../shared/game';
import type { ColumnSpec } from '../shared/headerTable';
import { readCount } from '../shared/numbers';
import { likelyTypos } from '../shared/playerNames';
import { type Criterion, rankBy } from '../shared/ranking';
import { breaches } from '../shared/rules';
import { compareNames } from '../shared/text';
import { readTournament } from '../shared/tournament';
import { placeTable, VP_RULE } from './placeTable';
import { type CatanSettings, readCatanSettings } from './settings';

type Key = 'round' | 'table' | 'player' | 'vp' | 'declared';

export const CATAN_COLUMNS: ColumnSpec<Key>[] = [
  ROUND_COLUMN,
  { key: 'table', names: ['Table', 'Tavolo', 'Masa'], required: true },
  PLAYER_COLUMN,
  { key: 'vp', names: ['VP', 'PV', 'Punti vittoria', 'Victory points', 'Punti'], required: true },
  { key: 'declared', names: ['Declared', 'Dichiarata', 'Vittoria dichiarata', 'Declared victory'], required: false },
];

export interface CatanStanding {
  player: string;
  roundPoints: Fraction;
  vp: number;
  /** VP percentage by the `share` setting, exact. */
  share: Fraction;
  games: number;
}

/** The tie-break chain of SPEC §2.3, as the seed lists it. Ranks are never shared: names decide last. */
export const CATAN_CHAIN: Criterion<CatanStanding>[] = [
  { name: 'round points', compare: (a, b) => b.roundPoints.compare(a.roundPoints) },
  { name: 'VP', compare: (a, b) => b.vp - a.vp },
  { name: 'VP %', compare: (a, b) => b.share.compare(a.share) },
  { name: 'name', compare: (a, b) => compareNames(a.player, b.player) },
];

interface Game {
  player: string;
  roundPoints: Fraction;
  vp: number;
  tableVp: number;
}

const SHARES: Record<CatanSettings['share'], (games: Game[]) => Fraction> = {
  mean: (games) => Fraction.sum(games.map((g) => Fraction.of(g.vp, g.tableVp))).div(Fraction.of(games.length)),
  sum: (games) => Fraction.sum(games.map((g) => Fraction.of(g.vp, g.tableVp))),
  pooled: (games) =>
    Fraction.of(
      games.reduce((s, g) => s + g.vp, 0),
      games.reduce((s, g) => s + g.tableVp, 0),
    ),
};

/** The standings' columns (SPEC §2.3); VP % is a fraction the sheet shows as a percentage. */
export const CATAN_OUTPUT: OutputColumn<CatanStanding>[] = [
  { header: 'Rank', value: (r) => r.rank },
  { header: 'Player', value: (r) => r.item.player },
  { header: 'Round points', value: (r) => r.item.roundPoints.toNumber() },
  { header: 'VP', value: (r) => r.item.vp },
  { header: 'VP %', value: (r) => r.item.share.toNumber(), format: 'percent' },
  { header: 'Games', value: (r) => r.item.games },
];

/** Tournament standings from a header-driven results range (SPEC §2.3). Throws every problem found, each at its cell. */
export function catanStandings(fn: string, results: Arg, settingsText?: Arg): Standings<CatanStanding> {
  const settings = readCatanSettings(fn, settingsText);
  const { sittings, problems, warnings } = readTournament(fn, results, {
    columns: CATAN_COLUMNS,
    group: 'table',
    noun: 'table',
    score: 'vp',
  });
  const games = new Map<string, Game[]>();
  for (const { label, entries } of sittings) {
    const vps = entries.map((e) =>
      isBlank(e.cells.vp) ? undefined : problems.read(e.row, 'vp', () => readCount(e.cells.vp, 'VP'), label),
    );
    const declared = entries.map((e) => problems.read(e.row, 'declared', () => readFlag(e.cells.declared, 'declared victory'), label));
    if (vps.includes(undefined) || declared.includes(undefined)) {
      // a table with an unreadable row is not judged as a table; its readable VP still are
      vps.forEach((vp, k) => {
        vp !== undefined &&
          breaches([VP_RULE], vp).forEach((m) => {
            problems.at(entries[k].row, 'vp', m, label);
          });
      });
      continue;
    }
    const placed = placeTable(vps as number[], declared as boolean[], settings);
    placed.rowBreaches.forEach((b, k) => {
      b.forEach((m) => {
        problems.at(entries[k].row, 'vp', m, label);
      });
    });
    placed.groupBreaches.forEach((m) => {
      problems.at(entries[0].row, 'table', m, label);
    });
    const tableVp = (vps as number[]).reduce((s, vp) => s + vp, 0);
    entries.forEach((e, k) => {
      const placing = placed.placings[k];
      if (!placing) return;
      const list = games.get(e.player) ?? [];
      list.push({ player: e.player, roundPoints: placing.roundPoints, vp: vps[k] as number, tableVp });
      games.set(e.player, list);
    });
  }
  problems.throwIfAny(fn);

  const standings: CatanStanding[] = [...games].map(([player, list]) => ({
    player,
    roundPoints: Fraction.sum(list.map((g) => g.roundPoints)),
    vp: list.reduce((s, g) => s + g.vp, 0),
    share: SHARES[settings.share](list),
    games: list.length,
  }));
  return {
    ranked: rankBy(standings, CATAN_CHAIN),
    chain: CATAN_CHAIN,
    columns: CATAN_OUTPUT,
    name: (s) => s.player,
    warnings: [...warnings, ...likelyTypos(games.keys())],
    games: sittings.length,
    extra: [],
  };
}

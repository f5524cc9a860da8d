import { readAliases } from '../shared/aliases';
import type { Arg } from '../shared/cells';
import { rankedByFigure, ratingKey } from '../shared/figureRanking';
import { nameWarnings } from '../shared/playerNames';
import type { ValueColumn, ValueTable } from '../shared/spill';
import { RANKED_COLUMNS } from '../shared/standingsColumns';
import { type Duel, readDuels } from './duels';
import { CARCASSONNE_LABELS } from './labels';
import { type CarcassonneSettings, readCarcassonneSettings } from './settings';

/** A player's rating and record after their duels. */
interface Rated {
  player: string;
  elo: number;
  duels: number;
  won: number;
  drawn: number;
  lost: number;
  first: Duel;
  last: Duel;
}

/** What the Elo settings make of the numbers: carcassonne.gg's 1500, 32, 400 and its margin factor by default. */
interface EloRule {
  start: number;
  k: number;
  scale: number;
  margin: boolean;
}

const ruleOf = (s: CarcassonneSettings): EloRule => ({
  start: Number(s.start),
  k: Number(s.k),
  scale: Number(s.scale),
  margin: s.margin === 'on',
});

/**
 * carcassonne.gg's margin factor (docs/circuits.md#carcassonne-elo): M = 1 + (W − L − 1)/N for the winner's W wins to
 * L in a best of N (2–0 in a best of 3 is 4/3, 2–1 is 1, 3–0 in a best of 5 is 7/5); 1 for a draw, or with margin=off.
 */
export function marginOf(duel: Pick<Duel, 'wins' | 'opponentWins' | 'bestOf'>, margin = true): number {
  if (!margin || duel.wins === duel.opponentWins) return 1;
  return 1 + (Math.abs(duel.wins - duel.opponentWins) - 1) / duel.bestOf;
}

/**
 * One duel, both players at once (SPEC §16.4): expected E = 1/(1 + 10^((R_o − R)/scale)), S = 1, ½ or 0 by the games
 * won, and R' = R + K × M × (S − E) for each.
 */
export function afterDuel(rating: number, opponent: number, duel: Duel, rule: EloRule): [number, number] {
  const expected = 1 / (1 + 10 ** ((opponent - rating) / rule.scale));
  const scored = duel.wins > duel.opponentWins ? 1 : duel.wins < duel.opponentWins ? 0 : 0.5;
  const change = rule.k * marginOf(duel, rule.margin) * (scored - expected);
  return [rating + change, opponent - change];
}

/** CARC_ELO's columns, each by its key (docs/architecture.md#columns). */
const ELO_COLUMNS: readonly ValueColumn[] = [
  ...RANKED_COLUMNS,
  { key: 'elo', header: CARCASSONNE_LABELS.elo },
  { key: 'duels', header: CARCASSONNE_LABELS.duels },
  { key: 'won', header: CARCASSONNE_LABELS.won },
  { key: 'drawn', header: CARCASSONNE_LABELS.drawn },
  { key: 'lost', header: CARCASSONNE_LABELS.lost },
  { key: 'first', header: CARCASSONNE_LABELS.firstDuel },
  { key: 'last', header: CARCASSONNE_LABELS.lastDuel },
];

/**
 * CARC_ELO (SPEC §16.4): every duel in date-time order (rows of the same date-time in their order), each player
 * starting at `start=`. Spills Rank, Player, Elo (unrounded), Duels, Won, Drawn, Lost, First, Last; equal Elo shares
 * the rank. `aliases` is the command line's --aliases (the custom function takes none).
 */
export function carcElo(fn: string, duelsArg: Arg, settingsText?: Arg, aliases?: Arg): ValueTable {
  const settings = readCarcassonneSettings(fn, settingsText);
  const rule = ruleOf(settings);
  const duels = readDuels(fn, duelsArg, readAliases(fn, aliases)).sort((a, b) => a.time - b.time || a.row - b.row);
  const players = new Map<string, Rated>();
  const of = (player: string, duel: Duel) => {
    let p = players.get(player);
    if (!p) {
      p = { player, elo: rule.start, duels: 0, won: 0, drawn: 0, lost: 0, first: duel, last: duel };
      players.set(player, p);
    }
    return p;
  };
  for (const duel of duels) {
    const a = of(duel.player, duel);
    const b = of(duel.opponent, duel);
    [a.elo, b.elo] = afterDuel(a.elo, b.elo, duel, rule);
    record(a, duel, duel.wins - duel.opponentWins);
    record(b, duel, duel.opponentWins - duel.wins);
  }
  const ranked = rankedByFigure([...players.values()], CARCASSONNE_LABELS.elo, (x, y) => ratingKey(y.elo) - ratingKey(x.elo));
  return {
    columns: ELO_COLUMNS,
    rows: ranked.map(({ item: p, rank }) => [rank, p.player, p.elo, p.duels, p.won, p.drawn, p.lost, p.first.day, p.last.day]),
    warnings: nameWarnings(players.keys()),
  };
}

/** A duel in a player's record: won, drawn or lost by the games' difference; the last duel so far. */
function record(p: Rated, duel: Duel, difference: number): void {
  p.duels++;
  if (difference > 0) p.won++;
  else if (difference < 0) p.lost++;
  else p.drawn++;
  p.last = duel;
}

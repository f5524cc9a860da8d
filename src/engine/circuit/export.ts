import type { Arg } from '../shared/cells';
import type { GameDescriptor } from '../shared/game';
import { SHARED_LABELS } from '../shared/labels';
import type { ValueColumn, ValueTable } from '../shared/spill';
import { COLUMN_KEYS } from '../shared/standingsColumns';
import { CIRCUIT_LABELS } from './labels';

/** What names an event in a circuit: its name and its day, `YYYY-MM-DD`. */
export interface EventName {
  name: string;
  day: string;
}

/** The columns Export for circuit writes, which CIRCUIT_STANDINGS reads back (Game aside, for the reader), by their keys. */
export const EXPORT_COLUMNS: readonly ValueColumn[] = [
  { key: 'event', header: CIRCUIT_LABELS.event },
  { key: 'date', header: SHARED_LABELS.date },
  { key: 'game', header: CIRCUIT_LABELS.game },
  { key: COLUMN_KEYS.player, header: SHARED_LABELS.player },
  { key: 'place', header: CIRCUIT_LABELS.place },
  { key: 'players', header: CIRCUIT_LABELS.players },
  { key: 'rounds', header: CIRCUIT_LABELS.rounds },
  { key: 'boards', header: CIRCUIT_LABELS.boards },
];

/** How many tables or boards each numbered round played (a stage's name is no number). */
function tablesByRound(played: readonly string[]): number[] {
  const byRound = new Map<string, number>();
  for (const round of played) if (/^\d+$/.test(round)) byRound.set(round, (byRound.get(round) ?? 0) + 1);
  return [...byRound.values()];
}

/**
 * One event's rows for a circuit (SPEC §16.1; docs/circuits.md#export): a row per ranked player with the event's name
 * and day, the game, the final place (stages included; a shared rank is its number), the players ranked, the numbered
 * rounds played, and for a game played on boards (Diplomacy) the boards of its three largest rounds (B3, which the
 * NAGP's points read). The results are scored with the standings' own settings.
 */
export function circuitExport(game: GameDescriptor, results: Arg, settings: string, event: EventName): ValueTable {
  const s = game.standings(game.standingsFunction, results, settings);
  const tables = tablesByRound(s.played);
  const boards =
    game.groupNoun === 'board'
      ? [...tables]
          .sort((a, b) => b - a)
          .slice(0, 3)
          .reduce((sum, n) => sum + n, 0)
      : '';
  return {
    columns: EXPORT_COLUMNS,
    rows: s.ranked.map((r) => [event.name, event.day, game.title, s.name(r.item), r.rank, s.ranked.length, tables.length, boards]),
    // the standings' own warnings (a round awaiting scores, a name spelt two ways): an export should not hide them
    warnings: s.warnings,
  };
}

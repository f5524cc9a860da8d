import type { Said } from '../../i18n/message';
import type { Label } from '../../i18n/words';
import type { Arg } from '../../shared/cells';
import { PLAYER_COLUMN, ROUND_COLUMN } from '../../shared/columns';
import type { ColumnSpec } from '../../shared/headerTable';
import { SHARED_LABELS } from '../../shared/labels';
import type { PastLayout } from '../../shared/seating/past';
import { isByeTable } from '../bye';
import { readCarcassonneSettings } from '../settings';
import { isMatchResults, MATCH_COLUMN } from './columns';
import { LEAGUE_LABELS } from './labels';
import { say } from './messages';

/**
 * How a seating reads Carcassonne's results and writes its next round (docs/leagues.md#seating-a-round-of-matches), in
 * one place: by Table, or in a results range of matches by Match (a bye written there as `bye`), where a match's rows
 * (one per game, or one with Games won) are one meeting of its two players. `keep` is which of the duel seating's
 * columns (Round, Table, Player, Opponent, Starts) the round is written with: a match has no Starts, its games
 * alternate who begins.
 */
export interface DuelLayout {
  layout: PastLayout;
  header: Label[];
  columns: (ColumnSpec | undefined)[];
  keep: number;
}

const TABLE_HEADER = [SHARED_LABELS.round, SHARED_LABELS.table, SHARED_LABELS.player, SHARED_LABELS.opponent, SHARED_LABELS.starts];

/** Carcassonne's seating layout for these results: `table` is duel mode's Table column, as the standings read it. */
export function duelLayout(results: Arg, table: ColumnSpec, starts: ColumnSpec): DuelLayout {
  if (!isMatchResults(results))
    return {
      layout: { group: table, aside: isByeTable },
      header: TABLE_HEADER,
      columns: [ROUND_COLUMN, table, PLAYER_COLUMN, undefined, starts],
      keep: 5,
    };
  return {
    layout: { group: MATCH_COLUMN, aside: isByeTable },
    header: [SHARED_LABELS.round, LEAGUE_LABELS.match, SHARED_LABELS.player, SHARED_LABELS.opponent],
    columns: [ROUND_COLUMN, MATCH_COLUMN, PLAYER_COLUMN, undefined],
    keep: 4,
  };
}

/**
 * Why *Seat next round* offers no round for these settings (docs/leagues.md#leagues-without-rounds): a league without
 * rounds is paired by its organizers. Settings Podium cannot read are the seating's to report.
 */
export function notSeated(settings: string): Said | undefined {
  try {
    return readCarcassonneSettings('CARC_PAIRINGS', settings).schedule === 'free' ? say('freeNotSeated', {}) : undefined;
  } catch {
    return undefined;
  }
}

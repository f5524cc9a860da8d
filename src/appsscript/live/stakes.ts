import type { Shown } from '../../engine/i18n/message';
import type { Cell, Grid } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { STAKES_LABELS } from '../../engine/shared/stakes/labels';
import { playerName } from '../../engine/shared/text';
import type { LiveStakes, LiveStatus } from '../contract';

const STATUSES: readonly LiveStatus[] = ['certain', 'possible', 'out'];
/** Where the stakes spill Title and Cut: Player, Rank, Best, Worst, Title, Cut, Needs (SPEC §14.1). */
const TITLE = 4;
const CUT = 5;

/**
 * Title and Cut for the live page (SPEC §13.1, §14): the game's own stakes function over the same results, with the
 * settings the standings were built with, only while a round is in progress. Undefined without one, for a game
 * without stakes, before any standings are built (no settings to judge the cut by), or when the stakes cannot be
 * computed (wrong data): the standings sheet reports that, and a publication never fails for its stakes.
 */
export function liveStakes(
  game: GameDescriptor,
  grid: Grid,
  settings: string | undefined,
  name: (player: string) => string,
): LiveStakes | undefined {
  if (!game.stakes || settings === undefined) return undefined;
  try {
    const t = game.stakes.table(game.stakes.function, grid, settings);
    if (!t.inProgress) return undefined;
    const status = (v: Shown<Cell>): LiveStatus => {
      const s = STATUSES.find((x) => STAKES_LABELS[x] === v);
      if (!s) throw new Error(`not a status: ${String(v)}`);
      return s;
    };
    return {
      cut: t.cut,
      rows: t.rows.map((r) => ({ player: name(playerName(r[0] as Cell)), title: status(r[TITLE]), cut: status(r[CUT]) })),
    };
  } catch {
    return undefined;
  }
}

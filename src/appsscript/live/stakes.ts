import { inEveryLang, type Shown, type Text } from '../../engine/i18n/message';
import type { Label } from '../../engine/i18n/words';
import type { Cell, Grid } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { writtenValue } from '../../engine/shared/settings';
import { STAKES_LABELS } from '../../engine/shared/stakes/labels';
import { playerName } from '../../engine/shared/text';
import type { LiveStakes, LiveStatus } from '../contract';

const STATUSES: readonly LiveStatus[] = ['certain', 'possible', 'out'];
/** Where the stakes spill Title, Cut and Needs: Player, Rank, Best, Worst, Title, Cut, Needs (SPEC §14.1). */
const TITLE = 4;
const CUT = 5;
const NEEDS = 6;

/**
 * Title, Cut and Needs for the live page (SPEC §13.7.7, §14): the game's own stakes function over the same results,
 * with the settings the standings were built with, only while the round in progress is known to be the last
 * preliminary round: the settings plan the rounds (`rounds=N`, the sidebar's Planned rounds) and the round in
 * progress is the last of them. Without a plan the stakes function takes the round in progress as the last, which
 * would tell players in round 2 of 5 that they are out: nothing is published then. Undefined too for a game without
 * stakes, before any standings are built, once the final stage has begun, or when the stakes cannot be computed
 * (wrong data: the standings sheet reports that, and a publication never fails for its stakes). Needs is a sentence:
 * it is kept in every language, for a page that reads another than the standings'.
 */
export function liveStakes(
  game: GameDescriptor,
  grid: Grid,
  settings: string | undefined,
  name: (player: string) => string,
): LiveStakes | undefined {
  if (!game.stakes || settings === undefined || !/^\d+$/.test(writtenValue(settings, 'rounds') ?? '')) return undefined;
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
      kind: t.kind,
      rows: t.rows.map((r) => ({
        player: name(playerName(r[0] as Cell)),
        title: status(r[TITLE]),
        cut: status(r[CUT]),
        needs: inEveryLang((r[NEEDS] ?? '') as Text | Label),
      })),
    };
  } catch {
    return undefined;
  }
}

import type { Arg } from '../shared/cells';
import { fail } from '../shared/problems';
import { readField, type SeatingArgs } from '../shared/seating/field';
import { columnNamed, rankingBefore, type Seating } from '../shared/seating/seating';
import { readStageField, stageArg } from '../shared/seating/stageField';
import { TABLE_HEADER, tableColumns, tablesSeating } from '../shared/seating/tableSeating';
import type { StageId } from '../shared/stageIds';
import { CATAN_COLUMNS } from './columns';
import { catanCut, finalQualifiers } from './finals';
import { say } from './messages';
import { readCatanSettings } from './settings';
import { catanStandings } from './standings';

const TABLE = columnNamed(CATAN_COLUMNS, 'table');

/** Table k of the semi-finals holds snake group k: #1, 8, 9, 16 · #2, 7, 10, 15 · … over `tables` tables (docs/formats.md#the-final-stage). */
export function snake(players: readonly string[], tables: number): string[][] {
  const seated: string[][] = Array.from({ length: tables }, () => []);
  players.forEach((p, i) => {
    const row = Math.floor(i / tables);
    seated[row % 2 ? tables - 1 - (i % tables) : i % tables].push(p);
  });
  return seated;
}

/**
 * A stage of the Catan final (docs/formats.md#the-final-stage): the semi-final tables in a snake of the top 8, 12 or 16, or the final table:
 * the semi-finals' winners and best 2nd places, or the top 4 straight away. Seat 1 to the best-ranked.
 */
function finalStage(fn: string, stage: StageId, args: SeatingArgs, settings: Arg | undefined): Seating {
  const field = readStageField(fn, args, stage, { group: TABLE }, catanStandings, settings);
  const cut = catanCut(readCatanSettings(fn, settings), field.order.length);
  const at = (p: string) => field.order.indexOf(p);
  let tables: string[][];
  if (stage === 'SF') {
    if (cut === 4) fail(fn, { column: 'round', message: say('noSemiFinals') });
    tables = snake(field.qualifiers(cut), cut / 4);
  } else if (stage === 'F') {
    tables = [cut === 4 ? field.qualifiers(4) : finalQualifiers(field.complete('SF', cut / 4), at).sort((a, b) => at(a) - at(b))];
  } else return fail(fn, { column: 'round', message: say('catanFinal', { round: stage }) });
  return {
    round: stage,
    header: TABLE_HEADER,
    columns: tableColumns(TABLE),
    rows: tables.flatMap((players, t) => players.map((p, k) => [stage, t + 1, k + 1, p])),
    warnings: field.warnings,
    roundHeld: field.roundHeld,
  };
}

/** The next round's tables of 3–4 (docs/seating.md, Catan), or a stage of the final (docs/formats.md#the-final-stage). */
export function catanSeating(fn: string, results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg): Seating {
  const stage = stageArg(fn, round);
  if (stage) return finalStage(fn, stage, { results, round, roster, seed }, settings);
  const { mode } = readCatanSettings(fn, settings);
  const field = readField(fn, { results, round, roster, seed }, { group: TABLE }, false);
  const standings = rankingBefore(field.past, catanStandings, fn, settings);
  const ranking = standings?.ranked.map((r) => r.item.player) ?? [];
  return tablesSeating(fn, field, TABLE, mode, ranking);
}

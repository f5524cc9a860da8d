import { type Arg, isBlank, isGrid } from './cells';
import { PLAYER_COLUMN } from './columns';
import { type ColumnSpec, readHeaderTable, type TableRow } from './headerTable';
import { SHARED_LABELS } from './labels';
import { ALIASES_RANGE, say, withoutAliases } from './messages';
import { inRange, PodiumError } from './problems';
import { TableProblems } from './tableProblems';
import { playerName } from './text';

type AliasKey = 'alias' | 'player';

/** The aliases range (docs/circuits.md#names): an Alias column, and the Player it names. */
export const ALIAS_COLUMNS: readonly ColumnSpec<AliasKey>[] = [
  {
    key: 'alias',
    names: ['Alias', 'Altro nome', 'Alt nume', 'Also known as', 'Pseudonimo', 'Pseudonim'],
    required: true,
    label: SHARED_LABELS.alias,
  },
  PLAYER_COLUMN,
];

/** Each alias's player, chains followed (`F. Viola` → `Franca Viola` → `Franca Viola-Rossi`). */
export type Aliases = ReadonlyMap<string, string>;

/**
 * A player's identity: the name trimmed, inner spaces collapsed (docs/conventions.md), then the player an alias names.
 * @example identity(new Map([['F. Viola', 'Franca Viola']]), ' F.  Viola ') // 'Franca Viola'
 */
export function identity(aliases: Aliases, cell: unknown): string {
  const name = playerName(cell);
  return aliases.get(name) ?? name;
}

/**
 * The aliases range, header row first; left out or blank, none. Its problems are marked as the aliases', so that an
 * adapter names the aliases' cells rather than the results'.
 */
export function readAliases(fn: string, aliases: Arg | undefined): Aliases {
  if (isBlank(aliases)) return new Map();
  return inRange(fn, 'aliases', () => {
    if (!isGrid(aliases))
      throw new PodiumError(fn, [
        { column: 'aliases', message: say('aliasesRange', { example: ALIASES_RANGE, formula: withoutAliases(fn) }) },
      ]);
    return readEntries(fn, aliases);
  });
}

/** The aliases of a range, each followed to the name it stands for: read, then resolved. */
function readEntries(fn: string, aliases: Arg): Aliases {
  const table = readHeaderTable(fn, aliases, ALIAS_COLUMNS);
  const problems = new TableProblems(ALIAS_COLUMNS, table);
  const named = namedAliases(table.rows, problems);
  problems.throwIfAny(fn);
  const resolved = resolvedAliases(named, problems);
  problems.throwIfAny(fn);
  return resolved;
}

type Named = Map<string, { player: string; row: number }>;

/** Each row's alias and the name it gives, as written; a blank cell, or one alias naming two players, is a problem. */
function namedAliases(rows: readonly TableRow<AliasKey>[], problems: TableProblems<AliasKey>): Named {
  const named: Named = new Map();
  for (const { row, cells } of rows) {
    for (const key of ['alias', 'player'] as const)
      if (isBlank(cells[key])) problems.at(row, key, say('blankCell', { header: problems.header(key) }));
    if (problems.onRow(row)) continue;
    const alias = playerName(cells.alias);
    const player = playerName(cells.player);
    const earlier = named.get(alias);
    if (earlier && earlier.player !== player)
      problems.at(row, 'alias', say('aliasTwice', { alias, row: earlier.row, player: earlier.player }));
    else if (alias !== player) named.set(alias, { player, row });
  }
  return named;
}

/** Each alias followed along its chain to a name that is no alias; a chain longer than the aliases has come round. */
function resolvedAliases(named: Named, problems: TableProblems<AliasKey>): Aliases {
  const resolved = new Map<string, string>();
  for (const [alias, { row }] of named) {
    const chain = [alias];
    let at = alias;
    while (named.has(at) && chain.length <= named.size) {
      at = (named.get(at) as { player: string }).player;
      chain.push(at);
    }
    if (named.has(at)) problems.at(row, 'alias', say('aliasCircle', { alias, chain: circleOf(chain) }));
    else resolved.set(alias, at);
  }
  return resolved;
}

/** The chain cut where it first comes back to a name it passed: `A → B → A`. */
function circleOf(chain: string[]): string[] {
  const end = chain.findIndex((name, k) => chain.indexOf(name) < k);
  return chain.slice(0, end + 1);
}

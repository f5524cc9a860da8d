import { type Cell, type Grid, isGrid } from './cells';
import { say } from './messages';
import { PodiumError } from './problems';

/**
 * A range as rows of cells, whoever passes it. Sheets passes rows of equal length; another caller may pass a flat
 * list (read as one row), rows of different lengths (padded with blanks), or a mixture of rows and single cells,
 * which is an error naming the argument rather than a TypeError later.
 */
export function readGrid(fn: string, name: string, value: Grid | Cell[]): Grid {
  if (value.length === 0 || (isGrid(value[0]) && value[0].length === 0))
    throw new PodiumError(fn, [{ column: name, message: say('emptyRange', { name }) }]);
  // one pass: how many entries are rows, and how wide the widest is
  let rows = 0;
  let width = 0;
  let ragged = false;
  for (let k = 0; k < value.length; k++) {
    const r = value[k];
    if (!Array.isArray(r)) continue;
    rows++;
    if (rows > 1 && r.length !== width) ragged = true;
    if (r.length > width) width = r.length;
  }
  if (rows === 0) return [value as Cell[]];
  if (rows !== value.length) throw new PodiumError(fn, [{ column: name, message: say('raggedRange', { name }) }]);
  const grid = value as Grid;
  // a CSV or a caller may drop a row's trailing blanks: the missing cells are blank
  return ragged ? grid.map((r) => (r.length === width ? r : [...r, ...Array(width - r.length).fill('')])) : grid;
}

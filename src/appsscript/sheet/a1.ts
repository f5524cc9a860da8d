export function columnLetter(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** A cell as the organizer finds it: `Results!D7`, the sheet name quoted when it needs to be. */
export function cellName(sheet: string, row: number, col?: number): string {
  const name = /^[A-Za-z_][A-Za-z0-9_]*$/.test(sheet) ? sheet : `'${sheet.replace(/'/g, "''")}'`;
  return col === undefined ? `${name}!${row}:${row}` : `${name}!${columnLetter(col)}${row}`;
}

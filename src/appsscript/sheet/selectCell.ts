/**
 * Selects the cell a problem names (`Results!D7`, `'My results'!D7`, a whole row `Results!7:7`), as the sidebar's
 * links ask: Range.activate() makes it the active range and shows its sheet. False when the sheet or cell is gone, or
 * was never one (row 0).
 */
export function selectCell(cell: unknown): boolean {
  if (typeof cell !== 'string') return false;
  const m = /^(?:'((?:[^']|'')+)'|([^!]+))!([A-Z]+)?(\d+)(?::\d+)?$/.exec(cell);
  if (!m) return false;
  const sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]);
  if (!sheet) return false;
  const row = Number(m[4]);
  const col = m[3] ? [...m[3]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) : 1;
  // a row 0 (`Results!A0`) is no cell either: asked for, Sheets would throw its own error at the sidebar
  if (row < 1 || row > sheet.getMaxRows() || col > sheet.getMaxColumns()) return false;
  sheet.getRange(row, col, 1, m[3] ? 1 : sheet.getMaxColumns()).activate();
  return true;
}

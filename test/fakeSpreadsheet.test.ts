import { FakeSpreadsheet } from './harness/fakeSpreadsheet';

// The fake must behave like the real service where Podium relies on it, or the sandbox tests prove nothing.
describe('the in-memory spreadsheet', () => {
  const make = () =>
    new FakeSpreadsheet().addSheet('S', [
      ['a', 1],
      ['b', 2],
    ]);

  it('reads A1 ranges as 2-D values', () => {
    const sheet = make();
    expect(sheet.getRange('A1:B2').getValues()).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(sheet.getRange('B2').getValues()).toEqual([[2]]);
    expect(sheet.getRange(2, 1, 1, 2).getValues()).toEqual([['b', 2]]);
    expect(sheet.getRange('A1:B2').getA1Notation()).toBe('A1:B2');
  });
  it('throws when setValues does not match the range', () =>
    expect(() =>
      make()
        .getRange('A1:B2')
        .setValues([[1, 2, 3]]),
    ).toThrow(/does not match the range/));
  it('makes a formula of a string starting with "="; an apostrophe keeps it text', () => {
    const sheet = make();
    sheet.getRange('A1:B1').setValues([['=SUM(1)', "'=4"]]);
    expect(sheet.getRange('A1:B1').getFormulas()).toEqual([['=SUM(1)', '']]);
    expect(sheet.getRange('B1').getValues()).toEqual([['=4']]);
  });
  it('turns number- and date-like text into numbers and dates unless formatted as text', () => {
    const sheet = make();
    sheet.getRange('A1:B1').setValues([['+39 333', '1/2']]);
    expect(typeof sheet.getRange('A1').getValues()[0][0]).toBe('number');
    expect(sheet.getRange('B1').getValues()[0][0]).toBeInstanceOf(Date);
    sheet.getRange('A2').setNumberFormat('@');
    sheet.getRange('A2').setValues([['+39 333']]);
    expect(sheet.getRange('A2').getValues()).toEqual([['+39 333']]);
  });
  it('counts every call', () => {
    const s = new FakeSpreadsheet();
    const sheet = s.addSheet('S');
    const before = s.log.count;
    sheet.getRange('A1').setValues([[1]]);
    expect(s.log.count - before).toBe(2);
  });
  it('under the plain-text format a string is kept as written: an apostrophe is a character there', () => {
    const sheet = make();
    sheet.getRange('A1:B1').setNumberFormat('@');
    sheet.getRange('A1:B1').setValues([['=SUM(1)', "'Ann"]]);
    expect(sheet.getRange('A1:B1').getValues()).toEqual([['=SUM(1)', "'Ann"]]);
    expect(sheet.getRange('A1:B1').getFormulas()).toEqual([['', '']]);
  });
  it('a new sheet is 1,000 rows by 26 columns, and a range outside it throws as Sheets does', () => {
    const s = new FakeSpreadsheet();
    const sheet = s.insertSheet('New');
    expect([sheet.getMaxRows(), sheet.getMaxColumns()]).toEqual([1000, 26]);
    expect(() => sheet.getRange(1000, 1, 2, 1)).toThrow('Exception: Those rows are out of bounds.');
    expect(() => sheet.getRange(1, 26, 1, 2)).toThrow('Exception: Those columns are out of bounds.');
    expect(() => sheet.getRange('A1:AA1')).toThrow('Exception: Those columns are out of bounds.');
    expect(() => sheet.getRange(0, 1)).toThrow(/coordinates or dimensions of the range are invalid/);
  });
  it('inserting rows and columns moves what lies after them and grows the sheet; deleting shrinks it', () => {
    const sheet = make();
    sheet.insertRowsAfter(1, 2);
    expect(sheet.getRange('A1:A4').getValues()).toEqual([['a'], [''], [''], ['b']]);
    expect(sheet.getMaxRows()).toBe(1002);
    sheet.insertColumnsAfter(1, 1);
    expect(sheet.getRange('A4:C4').getValues()).toEqual([['b', '', 2]]);
    sheet.deleteRows(2, 2);
    sheet.deleteColumns(2, 1);
    expect(sheet.getRange('A1:B2').getValues()).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect([sheet.getMaxRows(), sheet.getMaxColumns()]).toEqual([1000, 26]);
  });
  it('sheets have ids and a tab order; a new sheet goes last', () => {
    const s = new FakeSpreadsheet();
    const a = s.addSheet('A');
    const b = s.insertSheet('B');
    expect([a.getIndex(), b.getIndex()]).toEqual([1, 2]);
    expect(s.getSheetById(b.getSheetId())).toBe(b);
    expect(() => s.insertSheet('A')).toThrow(/already exists/);
  });
  it('fails the k-th call once, for fault injection', () => {
    const s = new FakeSpreadsheet();
    const sheet = s.addSheet('S');
    s.log.failAt = s.log.count + 2;
    expect(() => sheet.getRange('A1').setValues([[1]])).toThrow('Service error: setValues failed (simulated)');
    expect(() => sheet.getRange('A1').setValues([[1]])).not.toThrow();
  });
});

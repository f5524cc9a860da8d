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
});

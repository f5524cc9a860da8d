import { message } from '../i18n/message';

/**
 * The shared engine's messages (cells, numbers, marks, where a problem is), each in English, Italian and Romanian. A
 * value quoted from a cell (`value`) comes already shown, its text in quotes; an argument's name (`noun`) stays as the
 * function writes it (SPEC §11).
 */
export const SHARED_MESSAGES = {
  atRow: message({
    example: { row: 6 },
    en: (p) => `row ${p.row}`,
    it: (p) => `riga ${p.row}`,
    ro: (p) => `rândul ${p.row}`,
  }),
  atTable: message({
    example: { id: '3' },
    en: (p) => `table ${p.id}`,
    it: (p) => `tavolo ${p.id}`,
    ro: (p) => `masa ${p.id}`,
  }),
  atBoard: message({
    example: { id: '3' },
    en: (p) => `board ${p.id}`,
    it: (p) => `tavolo ${p.id}`,
    ro: (p) => `masa ${p.id}`,
  }),
  blankGroupId: message({
    example: { kind: 'table' as 'table' | 'board' },
    en: (p) => `blank ${p.kind} id; other rows have one`,
    it: (p) => `${p.kind} vuoto; le altre righe ne indicano uno`,
    ro: (p) => `${p.kind} necompletat; celelalte rânduri au unul`,
  }),
  andMore: message({
    example: { count: 4 },
    en: (p) => `(and ${p.count} more)`,
    it: (p) => `(e altri ${p.count})`,
    ro: (p) => `(și încă ${p.count})`,
  }),
  notANumber: message({
    example: { noun: 'centres', value: '"seven"' },
    en: (p) => `${p.noun} ${p.value} is not a number`,
    it: (p) => `${p.noun} ${p.value} non è un numero`,
    ro: (p) => `${p.noun} ${p.value} nu este un număr`,
  }),
  notWhole: message({
    example: { noun: 'centres', value: '2,5' },
    en: (p) => `${p.value} ${p.noun}; a count must be a whole number`,
    it: (p) => `${p.noun} ${p.value}: un conteggio deve essere un numero intero`,
    ro: (p) => `${p.noun} ${p.value}: un număr de obiecte trebuie să fie întreg`,
  }),
  notAKeyword: message({
    example: { noun: 'feature', value: '"castle"', known: 'city, road, monastery' },
    en: (p) => `${p.noun} ${p.value} is not one of ${p.known}`,
    it: (p) => `${p.noun} ${p.value} non è tra ${p.known}`,
    ro: (p) => `${p.noun} ${p.value} nu este unul dintre ${p.known}`,
  }),
  notAMark: message({
    example: { noun: 'Draw', value: '"maybe"' },
    en: (p) => `${p.noun} ${p.value} is not a mark Podium knows; use TRUE, x, ✓, yes, sì, da for yes and blank, FALSE, no for no`,
    it: (p) =>
      `${p.noun} ${p.value} non è un segno che Podium conosce; per sì usa TRUE, x, ✓, yes, sì, da, per no lascia vuoto o scrivi FALSE, no`,
    ro: (p) =>
      `${p.noun} ${p.value} nu este un semn cunoscut de Podium; pentru da folosește TRUE, x, ✓, yes, sì, da, pentru nu lasă gol sau scrie FALSE, no`,
  }),
};

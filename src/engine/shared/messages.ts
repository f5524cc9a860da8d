import { message, type Text } from '../i18n/message';

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
  settingsRange: message({
    example: { example: 'three=5-3-1' },
    en: (p) => `settings are one cell of text such as "${p.example}", not a range`,
    it: (p) => `le impostazioni sono una cella di testo come "${p.example}", non un intervallo`,
    ro: (p) => `setările sunt o celulă de text precum "${p.example}", nu un interval`,
  }),
  settingNotPair: message({
    example: { pair: 'three', known: 'three, share, lang' },
    en: (p) => `setting "${p.pair}" is not key=value; known settings: ${p.known}`,
    it: (p) => `l'impostazione "${p.pair}" non è nella forma chiave=valore; impostazioni note: ${p.known}`,
    ro: (p) => `setarea "${p.pair}" nu are forma cheie=valoare; setări cunoscute: ${p.known}`,
  }),
  settingUnknown: message({
    example: { key: 'colour', known: 'three, share, lang' },
    en: (p) => `unknown setting "${p.key}"; known settings: ${p.known}`,
    it: (p) => `impostazione sconosciuta "${p.key}"; impostazioni note: ${p.known}`,
    ro: (p) => `setare necunoscută "${p.key}"; setări cunoscute: ${p.known}`,
  }),
  settingTwice: message({
    example: { key: 'three' },
    en: (p) => `setting "${p.key}" is given twice`,
    it: (p) => `l'impostazione "${p.key}" è indicata due volte`,
    ro: (p) => `setarea "${p.key}" apare de două ori`,
  }),
  chainEmptyStep: message({
    example: { key: 'tiebreak', written: 'vp>>share', steps: 'vp, share, name' },
    en: (p) => `setting ${p.key}="${p.written}": an empty step; ${p.key} orders ${p.steps}, joined by >`,
    it: (p) => `impostazione ${p.key}="${p.written}": un criterio vuoto; ${p.key} ordina ${p.steps}, uniti da >`,
    ro: (p) => `setarea ${p.key}="${p.written}": un criteriu gol; ${p.key} ordonează ${p.steps}, legate prin >`,
  }),
  chainBadStep: message({
    example: { key: 'tiebreak', written: 'vp>luck', step: 'luck', steps: 'vp, share, name' },
    en: (p) => `setting ${p.key}="${p.written}": "${p.step}" is not a step; ${p.key} orders ${p.steps}, joined by >`,
    it: (p) => `impostazione ${p.key}="${p.written}": "${p.step}" non è un criterio; ${p.key} ordina ${p.steps}, uniti da >`,
    ro: (p) => `setarea ${p.key}="${p.written}": "${p.step}" nu este un criteriu; ${p.key} ordonează ${p.steps}, legate prin >`,
  }),
  chainStepTwice: message({
    example: { key: 'tiebreak', written: 'vp>vp', step: 'vp' },
    en: (p) => `setting ${p.key}="${p.written}": ${p.step} is given twice; each step at most once`,
    it: (p) => `impostazione ${p.key}="${p.written}": ${p.step} è indicato due volte; ogni criterio al massimo una volta`,
    ro: (p) => `setarea ${p.key}="${p.written}": ${p.step} apare de două ori; fiecare criteriu cel mult o dată`,
  }),
  settingNotAllowed: message({
    example: { key: 'share', value: 'half', allowed: ['pooled', 'table'], shape: undefined as Text | undefined },
    en: (p) => `setting ${p.key}="${p.value}" is not allowed; ${p.key} takes ${[...p.allowed, ...(p.shape ? [p.shape] : [])].join(' or ')}`,
    it: (p) =>
      `impostazione ${p.key}="${p.value}" non ammessa; ${p.key} accetta ${[...p.allowed, ...(p.shape ? [p.shape] : [])].join(' o ')}`,
    ro: (p) =>
      `setarea ${p.key}="${p.value}" nu este permisă; ${p.key} acceptă ${[...p.allowed, ...(p.shape ? [p.shape] : [])].join(' sau ')}`,
  }),
  placesShape: message({
    example: { size: 3, example: '100-40-10' },
    en: (p) => `${p.size} whole numbers from the 1st place's down, joined by - (such as ${p.example})`,
    it: (p) => `${p.size} numeri interi dal 1º posto in giù, uniti da - (come ${p.example})`,
    ro: (p) => `${p.size} numere întregi de la locul 1 în jos, legate prin - (de exemplu ${p.example})`,
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

import { count, list, type Noun, quoted } from '../i18n/format';
import { message, sayer, type Text } from '../i18n/message';
import { COLUMN as COLUMNS, PLAYER, ROW as ROWS, SEAT as SEATS } from '../i18n/nouns';
import { POWERS, type Power } from './powers';

// Romanian counts of 20 and more take "de" (20 de centre); Italian and Romanian have a singular English here never shows.
const CENTRES: { it: Noun; ro: Noun } = {
  it: { one: 'centro', other: 'centri' },
  ro: { one: 'centru', few: 'centre', other: 'de centre' },
};
const centres = (lang: 'it' | 'ro', n: number) => count(lang, n, CENTRES[lang]);
const players = (lang: 'it' | 'ro', n: number) => count(lang, n, PLAYER[lang]);
// a power in each language's words: cells hold its English name, messages the reader's (docs/languages.md)
const POWER_WORDS = Object.fromEntries(POWERS.map((p) => [p.name, { en: p.name, it: p.it, ro: p.ro }])) as Record<
  Power,
  Record<'en' | 'it' | 'ro', string>
>;
// "gioca con l'Inghilterra": a power played, with the article it takes after "con"
const IT_PLAYED: Record<Power, string> = {
  Austria: "con l'Austria",
  England: "con l'Inghilterra",
  France: 'con la Francia',
  Germany: 'con la Germania',
  Italy: "con l'Italia",
  Russia: 'con la Russia',
  Turkey: 'con la Turchia',
};
const powerList = (lang: 'en' | 'it' | 'ro') => POWERS.map((p) => POWER_WORDS[p.name][lang]).join(', ');
const YEAR = { year: 1900, first: 1901, last: 2100 };
const EARLY = { year: 1900, first: 1901 };

/** Diplomacy's messages: the rules of a line, of a board and of the centre chart. */
export const DIPLOMACY_MESSAGES = {
  centresInYear: message({
    example: { year: 1903 },
    en: (p) => `centres in ${p.year}`,
    it: (p) => `centri nel ${p.year}`,
    ro: (p) => `centre în ${p.year}`,
  }),
  seatCentres: message({
    example: { centres: 35, most: 34 },
    en: (p) => `${p.centres} centres; a player has 0 to ${p.most}`,
    it: (p) => `${centres('it', p.centres)}; un giocatore ne ha da 0 a ${p.most}`,
    ro: (p) => `${centres('ro', p.centres)}; un jucător are între 0 și ${p.most}`,
  }),
  centresAndEliminated: message({
    example: { centres: 3, year: 1905 },
    en: (p) => `${p.centres} centres and eliminated in ${p.year}; a player with centres survived`,
    it: (p) => `${centres('it', p.centres)} ed eliminazione nel ${p.year}; un giocatore con centri è un superstite`,
    ro: (p) => `${centres('ro', p.centres)} și eliminare în ${p.year}; un jucător cu centre este supraviețuitor`,
  }),
  eliminatedBeforeStart: message({
    example: EARLY,
    en: (p) => `eliminated in ${p.year}; the game starts in ${p.first}`,
    it: (p) => `eliminazione nel ${p.year}; la partita inizia nel ${p.first}`,
    ro: (p) => `eliminare în ${p.year}; partida începe în ${p.first}`,
  }),
  eliminatedPastLast: message({
    example: YEAR,
    en: (p) => `eliminated in ${p.year}; a year is ${p.first} to ${p.last}`,
    it: (p) => `eliminazione nel ${p.year}; l'anno deve essere tra il ${p.first} e il ${p.last}`,
    ro: (p) => `eliminare în ${p.year}; anul trebuie să fie între ${p.first} și ${p.last}`,
  }),
  eliminatedAfterFinal: message({
    example: { year: 1910, finalYear: 1908 },
    en: (p) => `eliminated in ${p.year}, after the final year ${p.finalYear}`,
    it: (p) => `eliminazione nel ${p.year}, dopo l'anno finale ${p.finalYear}`,
    ro: (p) => `eliminare în ${p.year}, după anul final ${p.finalYear}`,
  }),
  finalYearBeforeStart: message({
    example: EARLY,
    en: (p) => `final year ${p.year}; the game starts in ${p.first}`,
    it: (p) => `anno finale ${p.year}; la partita inizia nel ${p.first}`,
    ro: (p) => `anul final ${p.year}; partida începe în ${p.first}`,
  }),
  finalYearPastLast: message({
    example: YEAR,
    en: (p) => `final year ${p.year}; a year is ${p.first} to ${p.last}`,
    it: (p) => `anno finale ${p.year}; l'anno deve essere tra il ${p.first} e il ${p.last}`,
    ro: (p) => `anul final ${p.year}; anul trebuie să fie între ${p.first} și ${p.last}`,
  }),
  concededToEliminated: message({
    example: {},
    en: () => 'conceded to a player with 0 centres; a concession goes to a survivor',
    it: () => 'concessione a un giocatore con 0 centri; si concede solo a un superstite',
    ro: () => 'cedare către un jucător cu 0 centre; se cedează doar unui supraviețuitor',
  }),
  drawWithoutCentres: message({
    example: {},
    en: () => 'in the draw with 0 centres; only survivors share a draw',
    it: () => 'nella patta con 0 centri; solo i superstiti dividono la patta',
    ro: () => 'în remiză cu 0 centre; doar supraviețuitorii împart remiza',
  }),
  noEliminationYear: message({
    example: {},
    en: () => '0 centres and no elimination year; give the year the player was eliminated',
    it: () => "0 centri e nessun anno di eliminazione; indica l'anno in cui il giocatore è stato eliminato",
    ro: () => '0 centre și niciun an de eliminare; scrieți anul în care jucătorul a fost eliminat',
  }),
  noHistory: message({
    example: {},
    en: () => 'no centre history; give the centres at the end of each year (columns 1901, 1902, …)',
    it: () => 'nessuno storico dei centri; indica i centri alla fine di ogni anno (colonne 1901, 1902, …)',
    ro: () => 'niciun istoric al centrelor; scrieți centrele de la sfârșitul fiecărui an (coloanele 1901, 1902, …)',
  }),
  historyNeed: message({
    example: {},
    en: () => 'History (columns 1901, 1902, …)',
    it: () => 'Storico (colonne 1901, 1902, …)',
    ro: () => 'Istoric (coloanele 1901, 1902, …)',
  }),
  historyCentresRange: message({
    example: { centres: 35, year: 1907, most: 34 },
    en: (p) => `${p.centres} centres in ${p.year} of the history; a player has 0 to ${p.most}`,
    it: (p) => `${centres('it', p.centres)} nel ${p.year} dello storico; un giocatore ne ha da 0 a ${p.most}`,
    ro: (p) => `${centres('ro', p.centres)} în ${p.year} în istoric; un jucător are între 0 și ${p.most}`,
  }),
  historyComeback: message({
    example: { year: 1906 },
    en: (p) => `0 centres in ${p.year} of the history but centres later; an eliminated player does not come back`,
    it: (p) => `0 centri nel ${p.year} dello storico ma centri in seguito; un giocatore eliminato non rientra`,
    ro: (p) => `0 centre în ${p.year} în istoric, dar centre mai târziu; un jucător eliminat nu mai revine`,
  }),
  historyEliminationDisagrees: message({
    example: { year: 1906, firstOut: 1907 as number | undefined },
    en: (p) => `eliminated in ${p.year} but the history's first year at 0 centres is ${p.firstOut ?? 'none'}; the two must agree`,
    it: (p) =>
      `eliminazione nel ${p.year}, ma ${p.firstOut === undefined ? 'nessun anno dello storico è a 0 centri' : `nello storico il primo anno a 0 centri è il ${p.firstOut}`}; i due anni devono coincidere`,
    ro: (p) =>
      `eliminare în ${p.year}, dar ${p.firstOut === undefined ? 'niciun an din istoric nu are 0 centre' : `în istoric primul an cu 0 centre este ${p.firstOut}`}; cei doi ani trebuie să coincidă`,
  }),
  boardSize: message({
    example: { players: 6, size: 7 },
    en: (p) => `${p.players} player${p.players === 1 ? '' : 's'} on the board; a board has ${p.size}`,
    it: (p) => `${players('it', p.players)} al tavolo; un tavolo ne ha ${p.size}`,
    ro: (p) => `${players('ro', p.players)} la masă; o masă are ${p.size}`,
  }),
  boardCentres: message({
    example: { centres: 35, most: 34 },
    en: (p) => `${p.centres} centres on the board; there are ${p.most}`,
    it: (p) => `${centres('it', p.centres)} al tavolo; in tutto ${p.most === 1 ? "ce n'è 1" : `ce ne sono ${p.most}`}`,
    ro: (p) => `${centres('ro', p.centres)} la masă; în total ${p.most === 1 ? 'este' : 'sunt'} ${count('ro', p.most, CENTRES.ro)}`,
  }),
  boardWinners: message({
    example: { players: 2, winAt: 18 },
    en: (p) => `${p.players} players with ${p.winAt} or more centres; only one can win`,
    it: (p) => `${players('it', p.players)} con ${p.winAt} o più centri; può vincere uno solo`,
    ro: (p) => `${players('ro', p.players)} cu cel puțin ${p.winAt} centre; poate câștiga unul singur`,
  }),
  drawAndConceded: message({
    example: { draw: 'Draw' as Text, conceded: 'Conceded' as Text },
    en: (p) => `${p.draw} and ${p.conceded} flags on one board; a board ends in a draw or a concession, not both`,
    it: (p) => `segni ${p.draw} e ${p.conceded} sullo stesso tavolo; un tavolo finisce in patta o per concessione, non in entrambi i modi`,
    ro: (p) => `semnele ${p.draw} și ${p.conceded} la aceeași masă; o masă se încheie cu remiză sau prin cedare, nu în ambele feluri`,
  }),
  concededTwice: message({
    example: { players: 2 },
    en: (p) => `${p.players} players conceded to; a board concedes to one`,
    it: (p) => `concessione a ${players('it', p.players)}; un tavolo concede a uno solo`,
    ro: (p) => `cedare către ${players('ro', p.players)}; o masă cedează unuia singur`,
  }),
  concessionAfterWin: message({
    example: { winAt: 18 },
    en: (p) => `a concession on a board with a ${p.winAt}-centre winner; the win ended the game`,
    it: (p) => `una concessione su un tavolo con un vincitore a ${p.winAt} centri; la vittoria ha chiuso la partita`,
    ro: (p) => `o cedare la o masă cu un câștigător cu ${p.winAt} centre; victoria a încheiat partida`,
  }),
  finalYearsDiffer: message({
    example: { years: [1908, 1910] },
    en: (p) => `final years ${p.years.join(' and ')} differ; a board has one final year`,
    it: (p) => `anni finali diversi (${list('it', p.years.map(String))}); un tavolo ha un solo anno finale`,
    ro: (p) => `ani finali diferiți (${list('ro', p.years.map(String))}); o masă are un singur an final`,
  }),
  finalYearMissing: message({
    example: {},
    en: () => 'a survivor lost to a win but the final year is missing; give the year the game ended',
    it: () =>
      "un superstite ha perso per la vittoria di un altro giocatore, ma manca l'anno finale; indica l'anno in cui è finita la partita",
    ro: () => 'un supraviețuitor a pierdut prin victoria altui jucător, dar lipsește anul final; scrieți anul în care s-a încheiat partida',
  }),
  chartMismatch: message({
    example: { centres: 5, charted: 4, year: 1908, header: 'Centres' as Text },
    en: (p) => `${p.centres} centres at the end but ${p.charted} in ${p.year} of the history; the chart's last year must match ${p.header}`,
    it: (p) =>
      `${centres('it', p.centres)} alla fine, ma ${p.charted} nel ${p.year} dello storico; l'ultimo anno dello storico deve coincidere con ${p.header}`,
    ro: (p) =>
      `${centres('ro', p.centres)} la final, dar ${p.charted} în ${p.year} în istoric; ultimul an din istoric trebuie să fie egal cu ${p.header}`,
  }),
  centresPastEnd: message({
    example: { year: 1910, end: 1908 },
    en: (p) => `centres in ${p.year} of the history, after the final year ${p.end}; the chart ends with the game`,
    it: (p) => `centri nel ${p.year} dello storico, dopo l'anno finale ${p.end}; lo storico finisce con la partita`,
    ro: (p) => `centre în ${p.year} în istoric, după anul final ${p.end}; istoricul se încheie odată cu partida`,
  }),
  historyOverfull: message({
    example: { centres: 35, year: 1905, most: 34 },
    en: (p) => `${p.centres} centres in ${p.year} of the history; there are ${p.most}`,
    it: (p) => `${centres('it', p.centres)} nel ${p.year} dello storico; in tutto ${p.most === 1 ? "ce n'è 1" : `ce ne sono ${p.most}`}`,
    ro: (p) =>
      `${centres('ro', p.centres)} în ${p.year} în istoric; în total ${p.most === 1 ? 'este' : 'sunt'} ${count('ro', p.most, CENTRES.ro)}`,
  }),
  neededBy: message({
    example: { breach: 'no centre history' as Text, system: 'Maxonian' },
    en: (p) => `${p.breach} (${p.system} scores with it)`,
    it: (p) => `${p.breach} (serve al sistema ${p.system})`,
    ro: (p) => `${p.breach} (sistemul ${p.system} are nevoie de el)`,
  }),
  noSeats: message({
    example: { games: 'Games' as Text },
    en: (p) => `no player plays this round (${p.games} 0 or not active)`,
    it: (p) => `nessun giocatore gioca in questo turno (${p.games} 0 o non attivo)`,
    ro: (p) => `niciun jucător nu joacă în runda aceasta (${p.games} 0 sau inactiv)`,
  }),
  seatsNotBoards: message({
    example: { seats: 15, rest: 1, missing: 6, games: 'Games' as Text },
    en: (p) =>
      `${p.seats} seats do not make boards of 7: ${p.rest} player${p.rest === 1 ? ' must' : 's must'} sit out (${p.games} 0) or ${p.missing} play twice (${p.games} 2)`,
    it: (p) =>
      `${count('it', p.seats, SEATS.it)} ${p.seats === 1 ? 'non forma' : 'non formano'} tavoli da 7: ${count('it', p.rest, PLAYER.it)} ${p.rest === 1 ? 'deve' : 'devono'} restare fuori (${p.games} 0), oppure ${count('it', p.missing, PLAYER.it)} ${p.missing === 1 ? 'deve' : 'devono'} giocare due volte (${p.games} 2)`,
    ro: (p) =>
      `${count('ro', p.seats, SEATS.ro)} nu formează mese de 7: ${count('ro', p.rest, PLAYER.ro)} trebuie să stea pe dinafară (${p.games} 0) sau ${count('ro', p.missing, PLAYER.ro)} trebuie să joace de două ori (${p.games} 2)`,
  }),
  doublerOnOneBoard: message({
    example: { games: 'Games' as Text },
    en: (p) => `a player with ${p.games} 2 needs two boards, and 7 seats make one; a doubler never plays twice on one board`,
    it: (p) =>
      `un giocatore con ${p.games} 2 ha bisogno di due tavoli, e 7 posti ne fanno uno; chi gioca due partite non siede due volte allo stesso tavolo`,
    ro: (p) =>
      `un jucător cu ${p.games} 2 are nevoie de două mese, iar 7 locuri fac una; cine joacă două partide nu stă de două ori la aceeași masă`,
  }),
  // the seating's own search failed its rule (a doubler's seats on one board): no data of the organizer's is wrong
  doublersNotApart: message({
    example: {},
    en: () => "the search could not keep every doubler's two seats on different boards; try another seed",
    it: () => 'la ricerca non è riuscita a mettere chi gioca due partite su due tavoli diversi; prova un altro seme del sorteggio (seed)',
    ro: () =>
      'căutarea nu a reușit să așeze fiecare jucător care joacă două partide la două mese diferite; încercați altă cheie a tragerii la sorți (seed)',
  }),
  diplomacyFinal: message({
    example: { round: 'SF' },
    en: (p) => `${p.round}: the final stage of Diplomacy is the top board (F)`,
    it: (p) => `${p.round}: la fase finale di Diplomacy è il tavolo finale (F)`,
    ro: (p) => `${p.round}: faza finală la Diplomacy este masa finală (F)`,
  }),
  powerName: message({
    example: { power: 'England' as Power },
    en: (p) => POWER_WORDS[p.power].en,
    it: (p) => POWER_WORDS[p.power].it,
    ro: (p) => POWER_WORDS[p.power].ro,
  }),
  /** A power a player plays, as "plays …" takes it: Italian "gioca con l'Inghilterra" (its article after "con"). */
  powerPlayed: message({
    example: { power: 'England' as Power },
    en: (p) => POWER_WORDS[p.power].en,
    it: (p) => IT_PLAYED[p.power],
    ro: (p) => POWER_WORDS[p.power].ro,
  }),
  unknownPower: message({
    example: { value: '"Spain"' },
    en: (p) => `power ${p.value} is not one of ${powerList('en')}`,
    it: (p) => `la potenza ${quoted('it', p.value)} non è tra ${powerList('it')}`,
    ro: (p) => `puterea ${quoted('ro', p.value)} nu este una dintre ${powerList('ro')}`,
  }),
  powerTwice: message({
    example: { power: 'France' as Power, row: 3 },
    en: (p) => `${POWER_WORDS[p.power].en} twice on the board (also row ${p.row}); each power plays once`,
    it: (p) => `${POWER_WORDS[p.power].it} due volte al tavolo (anche alla riga ${p.row}); ogni potenza gioca una volta`,
    ro: (p) => `${POWER_WORDS[p.power].ro} de două ori la masă (și pe rândul ${p.row}); fiecare putere joacă o dată`,
  }),
  masterpointsDiffer: message({
    example: { header: 'Masterpoints rank' as Text, rank: 4, player: 'Anna Rossi', other: 5, row: 2 },
    en: (p) => `${p.header} ${p.rank} for ${p.player}, but ${p.other} on row ${p.row}; a player has one rank`,
    it: (p) => `${p.header} ${p.rank} per ${p.player}, ma ${p.other} alla riga ${p.row}; un giocatore ha una sola posizione`,
    ro: (p) => `${p.header} ${p.rank} pentru ${p.player}, dar ${p.other} pe rândul ${p.row}; un jucător are un singur loc`,
  }),
  chartCentresNegative: message({
    example: { centres: -1, year: 1903 },
    en: (p) => `${p.centres} centres in ${p.year}; a player has 0 or more`,
    it: (p) => `${centres('it', p.centres)} nel ${p.year}; un giocatore ne ha 0 o più`,
    ro: (p) => `${centres('ro', p.centres)} în ${p.year}; un jucător are cel puțin 0`,
  }),
  historyRows: message({
    example: { rows: 7, centres: 14 },
    en: (p) => `history has ${p.rows} rows and centres ${p.centres}; give one row of the chart per row of centres`,
    it: (p) => `history ha ${count('it', p.rows, ROWS.it)} e centres ${p.centres}; indica una riga dello storico per ogni riga dei centri`,
    ro: (p) =>
      `history are ${count('ro', p.rows, ROWS.ro)}, iar centres ${p.centres}; indicați câte un rând din istoric pentru fiecare rând de centre`,
  }),
  historyColumns: message({
    example: { columns: 201, first: 1901, last: 2100, years: 200 },
    en: (p) => `history has ${p.columns} columns; the chart has one per year from ${p.first} to ${p.last}, ${p.years} at most`,
    it: (p) =>
      `history ha ${count('it', p.columns, COLUMNS.it)}; lo storico ne ha una per anno dal ${p.first} al ${p.last}, al massimo ${p.years}`,
    ro: (p) =>
      `history are ${count('ro', p.columns, COLUMNS.ro)}; istoricul are câte una pe an de la ${p.first} la ${p.last}, cel mult ${p.years}`,
  }),
  yearColumnGap: message({
    example: { year: 1904, missing: 1903, first: 1901 },
    en: (p) => `year column ${p.year} without ${p.missing}; the centre chart has one column per year from ${p.first}`,
    it: (p) => `colonna dell'anno ${p.year} senza il ${p.missing}; lo storico dei centri ha una colonna per anno dal ${p.first}`,
    ro: (p) => `coloana anului ${p.year} fără ${p.missing}; istoricul centrelor are câte o coloană pe an de la ${p.first}`,
  }),
};

/** A message of this catalogue, carrying its words. */
export const say = sayer(DIPLOMACY_MESSAGES);

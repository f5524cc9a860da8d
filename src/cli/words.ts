import { count, quote } from '../engine/i18n/format';
import type { Lang } from '../engine/i18n/lang';
import { GAME as GAMES, PLAYER, PROBLEM as PROBLEMS, ROW, TABLE, TIME } from '../engine/i18n/nouns';
import { STAGE_IDS } from '../engine/shared/stageIds';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** An event of a circuit, and a duel, counted. */
const EVENTS = { it: { one: 'torneo', other: 'tornei' }, ro: { one: 'turneu', few: 'turnee', other: 'de turnee' } };
const DUELS = { it: { one: 'duello', other: 'duelli' }, ro: { one: 'duel', few: 'dueluri', other: 'de dueluri' } };
/** A team and a team match, counted (`podium teams`). */
const TEAMS = { it: { one: 'squadra', other: 'squadre' }, ro: { one: 'echipă', few: 'echipe', other: 'de echipe' } };
const TEAM_MATCHES = {
  it: { one: 'incontro di squadra', other: 'incontri di squadra' },
  ro: { one: 'meci pe echipe', few: 'meciuri pe echipe', other: 'de meciuri pe echipe' },
};

/** The command line's own words around the engine's (which speak through their messages), in each language. */
export interface CliWords {
  /** Where a problem is in a file: the header is line 1. */
  line(n: number): string;
  column(n: number, name?: string): string;
  warning: string;
  problemsFound(n: number): string;
  noProblems(summary: string): string;
  standingsSummary(players: number, played: number, boards: boolean): string;
  seatedSummary(round: number | string, players: number): string;
  stakesSummary(players: number): string;
  /** What `podium score --out` says of the log it scored. */
  logSummary(scored: number, players: number): string;
  /** What `podium circuit`, `rating` and `elo` say of what they ranked, and `standings --format circuit` of its rows. */
  circuitSummary(players: number, events: number): string;
  ratingSummary(players: number): string;
  eloSummary(players: number, duels: number): string;
  /** What `podium teams` says of what it ranked. */
  teamsSummary(teams: number, matches: number): string;
  exportSummary(rows: number, event: string, day: string): string;
  /** What each command does, under its line of `usage:` (the lines themselves are the same in every language). */
  usage: {
    usage: string;
    seat: string;
    stakes: string;
    export: string;
    circuit: string;
    rating: string;
    elo: string;
    teams: string;
    examples: string;
    version: string;
    lang: string;
    files: string;
    warnings: string;
    exit: string;
  };
  roundShape(round: string): string;
  outIsInput(out: string): string;
  outIsFolder(out: string): string;
  noFolder(out: string, folder: string): string;
  gameOneOf(ids: string, given?: string): string;
  giveFile: string;
  giveRound: string;
  /** `--format circuit` without the event's name or day. */
  eventAndDate: string;
  dateShape(given: string): string;
  langOneOf(choices: string, given: string): string;
  oneFile(n: number): string;
  givenTwice(option: string, times: number): string;
  noRosterFor(game: string): string;
  formatOneOf(formats: string, given: string): string;
  unknownCommand(command: string): string;
  /** An option Podium does not know, one that needs a value and has none, one that takes none and has one: as typed. */
  unknownOption(option: string): string;
  needsValue(option: string): string;
  takesNoValue(option: string): string;
  cannotRead(file: string, why: 'missing' | 'folder' | 'denied' | string): string;
  /** --out could not be written: the disk is full, writing is not allowed, its links loop, or the system's reason. */
  cannotWrite(file: string, why: 'full' | 'denied' | 'loop' | string): string;
  notUtf8(file: string): string;
  /** A CSV whose quotes are broken: a quoted field never closed, or one that goes on after its closing quote. */
  brokenQuotes(kind: 'unclosed' | 'malformed' | string): string;
  examplesTitle(game: string, settings: string): string;
  logTitle(game: string): string;
}

export const CLI_WORDS: Record<Lang, CliWords> = {
  en: {
    line: (n) => `line ${n}`,
    column: (n, name) => `column ${n}${name ? ` (${name})` : ''}`,
    warning: 'warning',
    problemsFound: (n) => `${plural(n, 'problem')} found`,
    noProblems: (summary) => `no problems (${summary})`,
    standingsSummary: (players, played, boards) => `${players} players, ${played} ${boards ? 'boards' : 'games'}`,
    seatedSummary: (round, players) => `${typeof round === 'number' ? `round ${round}` : round}: ${players} players seated`,
    stakesSummary: (players) => `stakes of ${players} players`,
    logSummary: (scored, players) => `${plural(scored, 'scored row')}, ${plural(players, 'player')}`,
    circuitSummary: (players, events) => `${plural(players, 'player')}, ${plural(events, 'event')}`,
    ratingSummary: (players) => `ratings of ${plural(players, 'player')}`,
    eloSummary: (players, duels) => `${plural(players, 'player')}, ${plural(duels, 'duel')}`,
    teamsSummary: (teams, matches) => `${plural(teams, 'team')}, ${matches} team match${matches === 1 ? '' : 'es'}`,
    exportSummary: (rows, event, day) => `${plural(rows, 'row')} for a circuit: ${event} (${day})`,
    usage: {
      usage: 'usage:',
      seat: "the next round's seating, or a stage of the final; the results file is only read",
      stakes: 'before the last round is scored: who can still win, who is sure of the cut, what each player needs',
      export: "a tournament's final places as rows for a circuit, the event's name and day on each",
      circuit: "a season's standings over its events' places: points by place, the best N events counted",
      rating: "each player's Dip Pouch Tournament Rating over a season's events",
      elo: 'Elo ratings over a file of duels, as carcassonne.gg rates them',
      teams: "a Carcassonne team event's standings (CARC_TEAMS): matches with a Team column, a team match won by more duels won",
      examples: 'the standings of every example tournament and the totals of every example log',
      version: "Podium's version",
      lang: 'Podium speaks --lang en|it|ro, given anywhere on the line; else the language of LANGUAGE, LC_ALL, LC_MESSAGES or LANG.',
      files: 'Files may be UTF-8 or UTF-16 (with a byte-order mark); anything else is read as Windows-1252, with a warning.',
      warnings: "Warnings go to the terminal's error stream when the output is CSV, JSON or a file.",
      exit: 'Exit status: 0 done, 1 problems in the data, 2 a missing file, an unreadable CSV or a wrong option.',
    },
    roundShape: (round) => `--round must be a round number from 1 or a stage of the final (${STAGE_IDS.join(', ')}), not "${round}"`,
    outIsInput: (out) => `--out ${out} is a file Podium reads; it never overwrites an input, give another name`,
    outIsFolder: (out) => `--out ${out} is a folder; give the name of a file to write`,
    noFolder: (out, folder) => `--out ${out}: the folder ${folder} does not exist`,
    gameOneOf: (ids, given) => `--game must be one of ${ids}${given ? `, not "${given}"` : ''}`,
    giveFile: 'give the results file',
    giveRound: 'give the round to seat: --round N (or a stage: --round QF)',
    eventAndDate: "--format circuit needs the event's name and day: --event NAME --date YYYY-MM-DD",
    dateShape: (given) => `--date must be a day written YYYY-MM-DD, not "${given}"`,
    langOneOf: (choices, given) => `--lang must be one of ${choices}, not "${given}"`,
    oneFile: (n) => `one results file, not ${n}`,
    givenTwice: (option, times) => `--${option} is given ${times} times; give it once`,
    noRosterFor: (game) =>
      `--roster: ${game}'s standings list only the players of the results; a roster is for the seating (podium seat --players)`,
    formatOneOf: (formats, given) => `--format must be one of ${formats}, not "${given}"`,
    unknownCommand: (command) => `unknown command "${command}"`,
    unknownOption: (option) => `unknown option ${option}`,
    needsValue: (option) => `${option} needs a value`,
    takesNoValue: (option) => `${option} takes no value`,
    cannotRead: (file, why) =>
      `cannot read ${file}: ${why === 'missing' ? 'no such file' : why === 'folder' ? 'it is a folder' : why === 'denied' ? 'permission denied' : why}`,
    cannotWrite: (file, why) =>
      `cannot write ${file}: ${why === 'full' ? 'no space left on the disk' : why === 'denied' ? 'permission denied' : why === 'loop' ? 'its symbolic links form a loop' : why}; nothing was written`,
    notUtf8: (file) => `${file} is not UTF-8; it was read as Windows-1252 (save it as UTF-8 to be sure of accented names)`,
    brokenQuotes: (kind) =>
      `broken quotes: ${kind === 'malformed' ? 'a quoted field goes on after its closing quote' : 'a quoted field is never closed'}`,
    examplesTitle: (game, settings) => `${game} standings${settings ? ` (${settings})` : ''}`,
    logTitle: (game) => `${game} scoring log, totals`,
  },
  it: {
    line: (n) => `riga ${n}`,
    column: (n, name) => `colonna ${n}${name ? ` (${name})` : ''}`,
    warning: 'attenzione',
    problemsFound: (n) => `${count('it', n, PROBLEMS.it)} ${n === 1 ? 'trovato' : 'trovati'}`,
    noProblems: (summary) => `nessun problema (${summary})`,
    standingsSummary: (players, played, boards) =>
      `${count('it', players, PLAYER.it)}, ${count('it', played, boards ? TABLE.it : GAMES.it)}`,
    seatedSummary: (round, players) =>
      `${typeof round === 'number' ? `turno ${round}` : round}: ${count('it', players, PLAYER.it)} ai tavoli`,
    stakesSummary: (players) => `posta in gioco di ${count('it', players, PLAYER.it)}`,
    logSummary: (scored, players) => `${count('it', scored, ROW.it)} con punteggio, ${count('it', players, PLAYER.it)}`,
    circuitSummary: (players, events) => `${count('it', players, PLAYER.it)}, ${count('it', events, EVENTS.it)}`,
    ratingSummary: (players) => `valutazioni di ${count('it', players, PLAYER.it)}`,
    eloSummary: (players, duels) => `${count('it', players, PLAYER.it)}, ${count('it', duels, DUELS.it)}`,
    teamsSummary: (teams, matches) => `${count('it', teams, TEAMS.it)}, ${count('it', matches, TEAM_MATCHES.it)}`,
    exportSummary: (rows, event, day) => `${count('it', rows, ROW.it)} per un circuito: ${event} (${day})`,
    usage: {
      usage: 'uso:',
      seat: 'la disposizione del prossimo turno, o una fase della finale; il file dei risultati viene solo letto',
      stakes:
        "prima che l'ultimo turno abbia i punteggi: chi può ancora vincere, chi ha già la qualificazione alla fase finale, cosa serve a ciascuno",
      export: 'le posizioni finali di un torneo come righe per un circuito, con il nome e la data del torneo su ognuna',
      circuit: 'la classifica di una stagione dalle posizioni dei suoi tornei: punti per posizione, conteggiati i migliori N tornei',
      rating: 'il Dip Pouch Tournament Rating di ogni giocatore sui tornei di una stagione',
      elo: 'la valutazione Elo da un file di duelli, come la calcola carcassonne.gg',
      teams:
        'la classifica di un torneo a squadre di Carcassonne (CARC_TEAMS): incontri con una colonna Squadra, un incontro di squadra vinto da chi vince più duelli',
      examples: 'la classifica di ogni torneo di esempio e i totali di ogni registro di esempio',
      version: 'la versione di Podium',
      lang: 'Podium parla la lingua di --lang en|it|ro, in qualunque punto della riga di comando; altrimenti quella di LANGUAGE, LC_ALL, LC_MESSAGES o LANG.',
      files: 'I file possono essere UTF-8 o UTF-16 (con il BOM); ogni altro file è letto come Windows-1252, con un avviso.',
      warnings: "Gli avvisi vanno sul flusso d'errore del terminale quando l'uscita è CSV, JSON o un file.",
      exit: "Codice di uscita: 0 fatto, 1 problemi nei dati, 2 un file mancante, un CSV illeggibile o un'opzione errata.",
    },
    roundShape: (round) =>
      `--round dev'essere un numero di turno da 1 in su o una fase della finale (${STAGE_IDS.join(', ')}), non ${quote('it', round)}`,
    outIsInput: (out) => `--out ${out} è un file che Podium legge; non sovrascrive mai un file letto, indica un altro nome`,
    outIsFolder: (out) => `--out ${out} è una cartella; indica il nome di un file da scrivere`,
    noFolder: (out, folder) => `--out ${out}: la cartella ${folder} non esiste`,
    gameOneOf: (ids, given) => `--game dev'essere uno tra ${ids}${given ? `, non ${quote('it', given)}` : ''}`,
    giveFile: 'indica il file dei risultati',
    giveRound: 'indica il turno da disporre: --round N (o una fase: --round QF)',
    eventAndDate: '--format circuit richiede il nome e la data del torneo: --event NOME --date AAAA-MM-GG',
    dateShape: (given) => `--date dev'essere una data nel formato AAAA-MM-GG, non ${quote('it', given)}`,
    langOneOf: (choices, given) => `--lang dev'essere uno tra ${choices}, non ${quote('it', given)}`,
    oneFile: (n) => `un solo file dei risultati, non ${n}`,
    givenTwice: (option, times) => `--${option} è indicato ${times} volte; indicalo una volta sola`,
    noRosterFor: (game) =>
      `--roster: la classifica di ${game} elenca solo i giocatori dei risultati; l'elenco dei giocatori serve alla disposizione ai tavoli`,
    formatOneOf: (formats, given) => `--format dev'essere uno tra ${formats}, non ${quote('it', given)}`,
    unknownCommand: (command) => `comando sconosciuto ${quote('it', command)}`,
    unknownOption: (option) => `opzione sconosciuta ${option}`,
    needsValue: (option) => `${option} richiede un valore`,
    takesNoValue: (option) => `${option} non accetta valori`,
    cannotRead: (file, why) =>
      `impossibile leggere ${file}: ${why === 'missing' ? 'il file non esiste' : why === 'folder' ? 'è una cartella' : why === 'denied' ? 'permesso negato' : why}`,
    cannotWrite: (file, why) =>
      `impossibile scrivere ${file}: ${why === 'full' ? 'il disco è pieno' : why === 'denied' ? 'permesso negato' : why === 'loop' ? 'i suoi collegamenti simbolici formano un ciclo' : why}; non è stato scritto nulla`,
    notUtf8: (file) => `${file} non è UTF-8; è stato letto come Windows-1252 (salvalo come UTF-8 per non perdere gli accenti dei nomi)`,
    brokenQuotes: (kind) =>
      `virgolette errate: ${kind === 'malformed' ? 'un campo tra virgolette continua dopo la virgoletta di chiusura' : 'un campo tra virgolette non viene mai chiuso'}`,
    examplesTitle: (game, settings) => `Classifica ${game}${settings ? ` (${settings})` : ''}`,
    logTitle: (game) => `Registro dei punteggi ${game}, totali`,
  },
  ro: {
    line: (n) => `rândul ${n}`,
    column: (n, name) => `coloana ${n}${name ? ` (${name})` : ''}`,
    warning: 'atenție',
    problemsFound: (n) => `${count('ro', n, PROBLEMS.ro)} ${n === 1 ? 'găsită' : 'găsite'}`,
    noProblems: (summary) => `nicio problemă (${summary})`,
    standingsSummary: (players, played, boards) =>
      `${count('ro', players, PLAYER.ro)}, ${count('ro', played, boards ? TABLE.ro : GAMES.ro)}`,
    seatedSummary: (round, players) =>
      `${typeof round === 'number' ? `runda ${round}` : round}: ${count('ro', players, PLAYER.ro)} ${players === 1 ? 'așezat' : 'așezați'}`,
    stakesSummary: (players) => `mizele pentru ${count('ro', players, PLAYER.ro)}`,
    logSummary: (scored, players) => `${count('ro', scored, ROW.ro)} cu punctaj, ${count('ro', players, PLAYER.ro)}`,
    circuitSummary: (players, events) => `${count('ro', players, PLAYER.ro)}, ${count('ro', events, EVENTS.ro)}`,
    ratingSummary: (players) => `evaluările pentru ${count('ro', players, PLAYER.ro)}`,
    eloSummary: (players, duels) => `${count('ro', players, PLAYER.ro)}, ${count('ro', duels, DUELS.ro)}`,
    teamsSummary: (teams, matches) => `${count('ro', teams, TEAMS.ro)}, ${count('ro', matches, TEAM_MATCHES.ro)}`,
    exportSummary: (rows, event, day) => `${count('ro', rows, ROW.ro)} pentru un circuit: ${event} (${day})`,
    usage: {
      usage: 'utilizare:',
      seat: 'așezarea la mese pentru runda următoare sau pentru o fază a finalei; fișierul de rezultate este doar citit',
      stakes:
        'înainte ca ultima rundă să aibă punctaj: cine mai poate câștiga, cine are calificarea în faza finală asigurată, ce îi trebuie fiecăruia',
      export: 'locurile finale ale unui turneu ca rânduri pentru un circuit, cu numele și data turneului pe fiecare',
      circuit: 'clasamentul unui sezon din locurile turneelor lui: puncte după loc, luate în calcul cele mai bune N turnee',
      rating: 'Dip Pouch Tournament Rating pentru fiecare jucător, pe turneele unui sezon',
      elo: 'evaluarea Elo dintr-un fișier de dueluri, așa cum o calculează carcassonne.gg',
      teams:
        'clasamentul unui turneu pe echipe la Carcassonne (CARC_TEAMS): meciuri cu o coloană Echipă, un meci pe echipe câștigat de cine câștigă mai multe dueluri',
      examples: 'clasamentul fiecărui turneu de exemplu și totalurile fiecărui jurnal de exemplu',
      version: 'versiunea Podium',
      lang: 'Podium vorbește limba dată cu --lang en|it|ro, oriunde în linia de comandă; altfel pe cea din LANGUAGE, LC_ALL, LC_MESSAGES sau LANG.',
      files: 'Fișierele pot fi UTF-8 sau UTF-16 (cu BOM); orice altceva este citit ca Windows-1252, cu un avertisment.',
      warnings: 'Avertismentele merg în fluxul de erori al terminalului când ieșirea este CSV, JSON sau un fișier.',
      exit: 'Cod de ieșire: 0 gata, 1 probleme în date, 2 un fișier lipsă, un CSV ilizibil sau o opțiune greșită.',
    },
    roundShape: (round) =>
      `--round trebuie să fie un număr de rundă de la 1 în sus sau o fază a finalei (${STAGE_IDS.join(', ')}), nu ${quote('ro', round)}`,
    outIsInput: (out) => `--out ${out} este un fișier pe care Podium îl citește; nu suprascrie niciodată un fișier citit, dați alt nume`,
    outIsFolder: (out) => `--out ${out} este un dosar; dați numele unui fișier de scris`,
    noFolder: (out, folder) => `--out ${out}: dosarul ${folder} nu există`,
    gameOneOf: (ids, given) => `--game trebuie să fie unul dintre ${ids}${given ? `, nu ${quote('ro', given)}` : ''}`,
    giveFile: 'indicați fișierul de rezultate',
    giveRound: 'indicați runda de așezat: --round N (sau o fază: --round QF)',
    eventAndDate: '--format circuit necesită numele și data turneului: --event NUME --date AAAA-LL-ZZ',
    dateShape: (given) => `--date trebuie să fie o dată în formatul AAAA-LL-ZZ, nu ${quote('ro', given)}`,
    langOneOf: (choices, given) => `--lang trebuie să fie unul dintre ${choices}, nu ${quote('ro', given)}`,
    oneFile: (n) => `un singur fișier de rezultate, nu ${n}`,
    givenTwice: (option, times) => `--${option} este dat de ${count('ro', times, TIME.ro)}; dați-l o singură dată`,
    noRosterFor: (game) =>
      `--roster: clasamentul ${game} cuprinde doar jucătorii din rezultate; lista jucătorilor este pentru așezarea la mese`,
    formatOneOf: (formats, given) => `--format trebuie să fie unul dintre ${formats}, nu ${quote('ro', given)}`,
    unknownCommand: (command) => `comandă necunoscută ${quote('ro', command)}`,
    unknownOption: (option) => `opțiune necunoscută ${option}`,
    needsValue: (option) => `${option} necesită o valoare`,
    takesNoValue: (option) => `${option} nu primește nicio valoare`,
    cannotRead: (file, why) =>
      `${file} nu poate fi citit: ${why === 'missing' ? 'fișierul nu există' : why === 'folder' ? 'este un dosar' : why === 'denied' ? 'acces interzis' : why}`,
    cannotWrite: (file, why) =>
      `${file} nu poate fi scris: ${why === 'full' ? 'discul este plin' : why === 'denied' ? 'acces interzis' : why === 'loop' ? 'legăturile sale simbolice formează o buclă' : why}; nu s-a scris nimic`,
    notUtf8: (file) => `${file} nu este UTF-8; a fost citit ca Windows-1252 (salvați-l ca UTF-8 ca să nu se piardă diacriticele din nume)`,
    brokenQuotes: (kind) =>
      `ghilimele greșite: ${kind === 'malformed' ? 'un câmp între ghilimele continuă după ghilimelele de închidere' : 'un câmp între ghilimele nu este închis niciodată'}`,
    examplesTitle: (game, settings) => `Clasament ${game}${settings ? ` (${settings})` : ''}`,
    logTitle: (game) => `Jurnalul de punctaj ${game}, totaluri`,
  },
};

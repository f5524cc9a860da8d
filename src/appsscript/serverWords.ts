import { alternatives, count, num, quote, quoted } from '../engine/i18n/format';
import type { Lang } from '../engine/i18n/lang';
import { GAME, PLAYER } from '../engine/i18n/nouns';
import { showCell } from '../engine/shared/cells';

/** A name as a sentence quotes it: at most 100 characters (showCell), in the language's quotation marks. */
const shown = (lang: Lang, name: string) => quoted(lang, showCell(name));
/** A column by its English header (`Round`), named as the language's standings name it. */

/**
 * What the sidebar's server and the menu say of their own (docs/languages.md): refusals, failures of Google Sheets,
 * the refresh's report. The engine's problems are its messages; these are the adapter's, in each language. A name
 * they quote is quoted as the engine quotes a value (showCell): at most 100 characters, cut with "…" (SPEC §12.12).
 */
export interface ServerWords {
  /** What Podium was doing when Google Sheets failed: "while …". */
  locking: string;
  writingStandings: string;
  writingSeating: string;
  writingExport: string;
  findingStandings: string;
  creatingSheet(title: string): string;
  pickGame(titles: string[]): string;
  pickSheet: string;
  noSheet(name: string): string;
  standingsSheet(name: string): string;
  busy: string;
  noRoster(name: string): string;
  noColumn(sheet: string, column: string): string;
  columnNotWritten(column: string): string;
  notNextRound(round: string, offered: string[]): string;
  roundHeld(sheet: string, round: string): string;
  notEmpty(cell: string): string;
  failedBefore(doing: string, message: string): string;
  refusedUndone(doing: string, message: string): string;
  refusedHalfDone(doing: string, message: string): string;
  refreshed: string;
  refreshedSheet(sheet: string, players: number, games: number): string;
  buildFirst: string;
  notAllRefreshed: string;
  unknownGame(game: string): string;
  resultsGone(results: string): string;
  cannotRefresh(sheet: string, why: string): string;
  /** The names of the sheets Podium writes, in the language of what they hold. */
  standingsName(game: string): string;
  /** Export for circuit's sheet (docs/circuits.md#export). */
  circuitExportName(game: string): string;
  /** A round by its number (`Round 3`), a stage by its id (`QF`). */
  seatingName(round: number | string, game: string): string;
  /** Said to a call from outside the organizer's spreadsheet (the live page's visitors): nothing was read or changed. */
  notInSpreadsheet: string;
  /** What went wrong while publishing the live page; the sheet just written stays written. */
  liveNotPublished(why: string): string;
  liveTooLarge(title: string, kb: number, most: number): string;
  liveTitleTooLong(most: number): string;
  /** What Podium was doing when Google failed: "while publishing the live page". */
  publishing: string;
  /** The store has no room for a snapshot beside what it keeps (SPEC §13.7): the sizes, in KB. */
  liveStoreFull(title: string, kb: number, free: number, others: number): string;
  liveTooManyTournaments(count: number): string;
  /** Pages refilling the cache held the script lock for longer than a publication waits. */
  liveBusy: string;
  /** Publish off failed: what is published stays published, and the sidebar shows Publish on. */
  liveStillOn(why: string): string;
  /** Publish now while Publish is off. */
  publishIsOff: string;
  /** The second guard of SPEC §13.5: a call without the sidebar's token (an old sidebar, or not the sidebar at all). */
  notFromSidebar: string;
  /** What Podium was doing when Google failed: "while checking …" the sidebar's token. */
  checkingSidebar: string;
}

export const SERVER_WORDS: Record<Lang, ServerWords> = {
  en: {
    locking: 'locking the spreadsheet',
    writingStandings: 'writing the standings',
    writingSeating: 'writing the seating',
    writingExport: 'writing the circuit export',
    findingStandings: 'finding the standings sheets',
    creatingSheet: (title) => `creating the ${title} sheet`,
    pickGame: (titles) => `Pick a game: ${titles.join(', ')}.`,
    pickSheet: 'Pick the results sheet.',
    noSheet: (name) => `There is no sheet named ${showCell(name)}.`,
    standingsSheet: (name) => `${showCell(name)} is a standings sheet Podium wrote; pick the results sheet.`,
    busy: 'Podium is busy writing to this spreadsheet; try again in a moment.',
    noRoster: (name) => `There is no roster sheet named ${showCell(name)}.`,
    noColumn: (sheet, column) => `${showCell(sheet)} has no ${column} column in its header row; Podium writes the round there.`,
    columnNotWritten: (column) =>
      `the results sheet has no ${column} column, so this round's ${column} column was not written; add it to the header row to keep it`,
    notNextRound: (round, offered) =>
      `Round ${round} is not the round to seat now (${offered.length ? `Podium offers ${offered.join(' or ')}` : 'the final stage is under way'}); preview again.`,
    roundHeld: (sheet, round) =>
      `${showCell(sheet)} already has rows for round ${round}; Podium never changes existing rows. Seat the next round, or delete those rows first.`,
    notEmpty: (cell) => `${cell} is not empty; Podium appends the round only into empty cells. Clear it or move it.`,
    failedBefore: (doing, message) => `Google Sheets failed while ${doing} (${message}); nothing was changed. Try again.`,
    refusedUndone: (doing, message) =>
      `Google Sheets refused a change while ${doing} (${message}). Podium took back what it had done: the spreadsheet is as it was. Try again.`,
    refusedHalfDone: (doing, message) =>
      `Google Sheets refused a change while ${doing} (${message}), and taking it back failed too: check the sheets Podium wrote.`,
    refreshed: 'Podium: standings refreshed',
    refreshedSheet: (sheet, players, games) => `${sheet}: ${count('en', players, PLAYER.en)}, ${count('en', games, GAME.en)}`,
    buildFirst: 'Podium: open the sidebar and build the standings once; Refresh standings then repeats that build.',
    notAllRefreshed: 'Podium could not refresh every standings sheet:',
    unknownGame: (game) => `its game ${showCell(game)} is not one Podium knows`,
    resultsGone: (results) => `its results sheet (${showCell(results)}) is no longer in the spreadsheet`,
    cannotRefresh: (sheet, why) => `${showCell(sheet)} cannot be refreshed: ${why}. Build it again from the sidebar.`,
    standingsName: (game) => `Standings – ${game}`,
    circuitExportName: (game) => `Circuit export – ${game}`,
    seatingName: (round, game) => `${typeof round === 'number' ? `Round ${round}` : round} seating – ${game}`,
    notInSpreadsheet: 'Podium answers this only inside its spreadsheet: nothing was read or changed.',
    liveNotPublished: (why) => `The live page was not updated (${why}); the sheet is written. Try Publish now.`,
    liveTooLarge: (title, kb, most) =>
      `"${title}" is ${kb} KB to publish, and the script's storage keeps at most ${most} KB of it (two copies must fit while one replaces the other).`,
    liveTitleTooLong: (most) => `The live page's title is longer than ${most} characters.`,
    publishing: 'publishing the live page',
    liveStoreFull: (title, kb, free, others) =>
      `"${title}" is ${kb} KB to publish, and the script's storage has ${free} KB free of 500 KB (${others} KB hold the other tournaments published and Podium's other records). Publish fewer tournaments: turn Publish off and on again, then build the ones to show.`,
    liveTooManyTournaments: (count) =>
      `${count} tournaments are too many to publish at once; turn Publish off and on again, then build the ones to show.`,
    liveBusy: 'the live page was busy answering pages for longer than 10 seconds',
    liveStillOn: (why) => `Publishing could not be turned off (${why}): the live page still shows what was published. Try again.`,
    publishIsOff: 'Publish is off: tick Publish first, then Publish now.',
    notFromSidebar:
      'This sidebar is out of date: close it and open it again (Extensions > Podium > Open sidebar). Nothing was read or changed.',
    checkingSidebar: "checking the sidebar's code",
  },
  it: {
    locking: 'bloccava il foglio di calcolo',
    writingStandings: 'scriveva la classifica',
    writingSeating: 'scriveva la disposizione ai tavoli',
    writingExport: "scriveva l'esportazione per il circuito",
    findingStandings: 'cercava i fogli di classifica',
    creatingSheet: (title) => `creava il foglio ${quote('it', title)}`,
    pickGame: (titles) => `Scegli un gioco: ${titles.join(', ')}.`,
    pickSheet: 'Scegli il foglio dei risultati.',
    noSheet: (name) => `Non c'è nessun foglio chiamato ${shown('it', name)}.`,
    standingsSheet: (name) => `${shown('it', name)} è un foglio di classifica scritto da Podium; scegli il foglio dei risultati.`,
    busy: 'Podium sta già scrivendo in questo foglio di calcolo; riprova tra un momento.',
    noRoster: (name) => `Non c'è nessun foglio con l'elenco dei giocatori chiamato ${shown('it', name)}.`,
    noColumn: (sheet, column) =>
      `${shown('it', sheet)} non ha la colonna ${column} nella riga delle intestazioni; Podium vi scrive il turno.`,
    columnNotWritten: (column) =>
      `il foglio dei risultati non ha la colonna ${column}, quindi questa colonna del turno non è stata scritta; aggiungila alla riga delle intestazioni per conservarla`,
    notNextRound: (round, offered) =>
      `Il turno ${round} non è quello da disporre ora (${offered.length ? `Podium propone ${alternatives('it', offered)}` : 'la fase finale è in corso'}); rifai l'anteprima.`,
    roundHeld: (sheet, round) =>
      `${shown('it', sheet)} ha già righe per il turno ${round}; Podium non modifica mai le righe esistenti. Disponi il turno successivo, o prima cancella quelle righe.`,
    notEmpty: (cell) => `${cell} non è vuota; Podium aggiunge il turno solo in celle vuote. Svuotala o spostala.`,
    failedBefore: (doing, message) => `Fogli Google ha dato un errore mentre Podium ${doing} (${message}); non è cambiato nulla. Riprova.`,
    refusedUndone: (doing, message) =>
      `Fogli Google ha rifiutato una modifica mentre Podium ${doing} (${message}). Podium ha annullato ciò che aveva fatto: il foglio di calcolo è com'era. Riprova.`,
    refusedHalfDone: (doing, message) =>
      `Fogli Google ha rifiutato una modifica mentre Podium ${doing} (${message}), e anche l'annullamento non è riuscito: controlla i fogli scritti da Podium.`,
    refreshed: 'Podium: classifica aggiornata',
    refreshedSheet: (sheet, players, games) => `${sheet}: ${count('it', players, PLAYER.it)}, ${count('it', games, GAME.it)}`,
    buildFirst: `Podium: apri la barra laterale e crea la classifica una prima volta; poi ${quote('it', 'Aggiorna classifica')} la ricrea allo stesso modo.`,
    notAllRefreshed: 'Podium non è riuscito ad aggiornare tutti i fogli di classifica:',
    unknownGame: (game) => `il gioco ${shown('it', game)} non è tra quelli che Podium conosce`,
    resultsGone: (results) => `il suo foglio dei risultati (${shown('it', results)}) non è più nel foglio di calcolo`,
    cannotRefresh: (sheet, why) => `Il foglio ${shown('it', sheet)} non può essere aggiornato: ${why}. Ricrealo dalla barra laterale.`,
    standingsName: (game) => `Classifica – ${game}`,
    circuitExportName: (game) => `Esportazione per il circuito – ${game}`,
    seatingName: (round, game) => `${typeof round === 'number' ? `Turno ${round}` : round} – disposizione – ${game}`,
    notInSpreadsheet: 'Podium risponde a questa richiesta solo dentro il suo foglio di calcolo: nulla è stato letto o cambiato.',
    liveNotPublished: (why) =>
      `La pagina in diretta non è stata aggiornata (${why}); il foglio è stato scritto. Riprova con ${quote('it', 'Pubblica ora')}.`,
    liveTooLarge: (title, kb, most) =>
      `${quote('it', title)} occupa ${num('it', kb)} KB da pubblicare, e la memoria dello script ne tiene al massimo ${num('it', most)} KB (due copie devono starci mentre una sostituisce l'altra).`,
    liveTitleTooLong: (most) =>
      `Il titolo della pagina in diretta supera i ${count('it', most, { one: 'carattere', other: 'caratteri' })}.`,
    publishing: 'pubblicava la pagina in diretta',
    liveStoreFull: (title, kb, free, others) =>
      `${quote('it', title)} occupa ${num('it', kb)} KB da pubblicare, e la memoria dello script ha ${num('it', free)} KB liberi su 500 KB (${num('it', others)} KB sono occupati dagli altri tornei pubblicati e dagli altri dati di Podium). Pubblica meno tornei: disattiva e riattiva ${quote('it', 'Pubblica')}, poi crea la classifica di quelli da mostrare.`,
    liveTooManyTournaments: (n) =>
      `${count('it', n, { one: 'torneo', other: 'tornei' })} sono troppi da pubblicare insieme; disattiva e riattiva ${quote('it', 'Pubblica')}, poi crea la classifica di quelli da mostrare.`,
    liveBusy: 'la pagina in diretta era occupata da più di 10 secondi a rispondere alle pagine aperte',
    liveStillOn: (why) =>
      `Non è stato possibile disattivare la pubblicazione (${why}): la pagina in diretta mostra ancora ciò che era stato pubblicato. Riprova.`,
    publishIsOff: `La pubblicazione è disattivata: spunta prima ${quote('it', 'Pubblica')}, poi premi ${quote('it', 'Pubblica ora')}.`,
    notFromSidebar:
      'Questa barra laterale non è aggiornata: chiudila e riaprila (Estensioni > Podium > Apri barra laterale). Nulla è stato letto o cambiato.',
    checkingSidebar: 'controllava il codice della barra laterale',
  },
  ro: {
    locking: 'bloca foaia de calcul',
    writingStandings: 'scria clasamentul',
    writingSeating: 'scria așezarea la mese',
    writingExport: 'scria exportul pentru circuit',
    findingStandings: 'căuta foile de clasament',
    creatingSheet: (title) => `crea foaia ${quote('ro', title)}`,
    pickGame: (titles) => `Alegeți un joc: ${titles.join(', ')}.`,
    pickSheet: 'Alegeți foaia de rezultate.',
    noSheet: (name) => `Nu există nicio foaie numită ${shown('ro', name)}.`,
    standingsSheet: (name) => `${shown('ro', name)} este o foaie de clasament scrisă de Podium; alegeți foaia de rezultate.`,
    busy: 'Podium scrie deja în această foaie de calcul; încercați din nou peste câteva momente.',
    noRoster: (name) => `Nu există nicio foaie cu lista jucătorilor numită ${shown('ro', name)}.`,
    noColumn: (sheet, column) => `${shown('ro', sheet)} nu are coloana ${column} în rândul de antet; Podium scrie runda acolo.`,
    columnNotWritten: (column) =>
      `foaia de rezultate nu are coloana ${column}, așa că această coloană a rundei nu a fost scrisă; adăugați-o în rândul de antet ca să o păstrați`,
    notNextRound: (round, offered) =>
      `Runda ${round} nu este cea care se așază acum (${offered.length ? `Podium propune ${alternatives('ro', offered)}` : 'faza finală este în desfășurare'}); previzualizați din nou.`,
    roundHeld: (sheet, round) =>
      `${shown('ro', sheet)} are deja rânduri pentru runda ${round}; Podium nu schimbă niciodată rândurile existente. Așezați runda următoare sau ștergeți mai întâi acele rânduri.`,
    notEmpty: (cell) => `${cell} nu este goală; Podium adaugă runda doar în celule goale. Goliți-o sau mutați-o.`,
    failedBefore: (doing, message) =>
      `Foi de calcul Google a dat o eroare în timp ce Podium ${doing} (${message}); nu s-a schimbat nimic. Încercați din nou.`,
    refusedUndone: (doing, message) =>
      `Foi de calcul Google a refuzat o modificare în timp ce Podium ${doing} (${message}). Podium a anulat ce făcuse: foaia de calcul este ca înainte. Încercați din nou.`,
    refusedHalfDone: (doing, message) =>
      `Foi de calcul Google a refuzat o modificare în timp ce Podium ${doing} (${message}), iar anularea a eșuat și ea: verificați foile scrise de Podium.`,
    refreshed: 'Podium: clasament actualizat',
    refreshedSheet: (sheet, players, games) => `${sheet}: ${count('ro', players, PLAYER.ro)}, ${count('ro', games, GAME.ro)}`,
    buildFirst: `Podium: deschideți bara laterală și construiți clasamentul o dată; apoi ${quote('ro', 'Actualizați clasamentul')} îl reconstruiește la fel.`,
    notAllRefreshed: 'Podium nu a putut actualiza toate foile de clasament:',
    unknownGame: (game) => `jocul ${shown('ro', game)} nu este unul pe care Podium îl cunoaște`,
    resultsGone: (results) => `foaia sa de rezultate (${shown('ro', results)}) nu mai este în foaia de calcul`,
    cannotRefresh: (sheet, why) => `Foaia ${shown('ro', sheet)} nu poate fi actualizată: ${why}. Construiți-o din nou din bara laterală.`,
    standingsName: (game) => `Clasament – ${game}`,
    circuitExportName: (game) => `Export pentru circuit – ${game}`,
    seatingName: (round, game) => `${typeof round === 'number' ? `Runda ${round}` : round} – mese – ${game}`,
    notInSpreadsheet: 'Podium răspunde la această cerere doar în foaia de calcul în care rulează: nimic nu a fost citit sau schimbat.',
    liveNotPublished: (why) =>
      `Pagina în direct nu a fost actualizată (${why}); foaia a fost scrisă. Încercați ${quote('ro', 'Publicați acum')}.`,
    liveTooLarge: (title, kb, most) =>
      `${quote('ro', title)} are ${num('ro', kb)} KB de publicat, iar memoria scriptului păstrează cel mult ${num('ro', most)} KB (două copii trebuie să încapă cât timp una o înlocuiește pe cealaltă).`,
    liveTitleTooLong: (most) =>
      `Titlul paginii în direct are mai mult de ${count('ro', most, { one: 'caracter', few: 'caractere', other: 'de caractere' })}.`,
    publishing: 'publica pagina în direct',
    liveStoreFull: (title, kb, free, others) =>
      `${quote('ro', title)} are ${num('ro', kb)} KB de publicat, iar memoria scriptului are ${num('ro', free)} KB liberi din 500 KB (${num('ro', others)} KB sunt ocupați de celelalte turnee publicate și de celelalte date ale lui Podium). Publicați mai puține turnee: dezactivați și reactivați ${quote('ro', 'Publicați')}, apoi construiți clasamentul celor de afișat.`,
    liveTooManyTournaments: (n) =>
      `${count('ro', n, { one: 'turneu', few: 'turnee', other: 'de turnee' })} sunt prea multe pentru a fi publicate deodată; dezactivați și reactivați ${quote('ro', 'Publicați')}, apoi construiți clasamentul celor de afișat.`,
    liveBusy: 'pagina în direct a fost ocupată mai mult de 10 secunde cu răspunsurile către paginile deschise',
    liveStillOn: (why) =>
      `Publicarea nu a putut fi dezactivată (${why}): pagina în direct arată în continuare ce a fost publicat. Încercați din nou.`,
    publishIsOff: `Publicarea este dezactivată: bifați mai întâi ${quote('ro', 'Publicați')}, apoi apăsați ${quote('ro', 'Publicați acum')}.`,
    notFromSidebar:
      'Această bară laterală nu mai este actuală: închideți-o și deschideți-o din nou (Extensii > Podium > Deschideți bara laterală). Nimic nu a fost citit sau schimbat.',
    checkingSidebar: 'verifica codul primit de bara laterală',
  },
};

import { quoted } from '../../engine/i18n/format';
import type { Lang } from '../../engine/i18n/lang';
import { showCell } from '../../engine/shared/cells';

/** A name or a value as a sentence quotes it: at most 100 characters, in the language's quotation marks. */
const q = (lang: Lang, text: unknown) => quoted(lang, showCell(String(text ?? '')));

/**
 * What the server says of players' reports (SPEC §15), in the page's language to a phone and in the organizer's to
 * the sidebar. Every refusal is a few hundred characters at most (SPEC §12.12) and says what to do next.
 */
export interface ReportWords {
  badRequest: string;
  off: string;
  notRound(round: string, now: string): string;
  noTable(table: string): string;
  scored(table: string): string;
  atDesk: string;
  agreed(table: string): string;
  approving(table: string): string;
  disputedGoToDesk(table: string): string;
  nothingToConfirm: string;
  ownReport: string;
  pin(remaining: number): string;
  pinShape: string;
  locked(table: string): string;
  tooMany(most: number): string;
  noteTooLong(most: number): string;
  missing(field: string, player: string): string;
  notWhole(field: string, player: string, value: unknown): string;
  notYear(field: string, player: string, value: unknown): string;
  notFlag(field: string, player: string, value: unknown): string;
  seatsDiffer(seats: number, given: number): string;
  busy: string;
  unavailable: string;
  full: string;
  recordFull(table: string): string;
  // the organizer's
  needsPublish: string;
  badSettings: string;
  unknownTournament(t: string): string;
  notReporting: string;
  noRecord(table: string): string;
  notAgreed(table: string): string;
  unknownPlayer(player: string): string;
  pinsName(game: string): string;
  logName(game: string): string;
  /** The Player PINs sheet's first header (the second is PIN, the same word in every language). */
  pinsPlayer: string;
  logHeader: [string, string, string, string, string, string, string];
  actions: Record<'report' | 'confirm' | 'dispute' | 'approved' | 'rejected' | 'superseded' | 'unlocked', string>;
  notApproved(tables: string[]): string;
  refusedAtApproval(table: string, why: string): string;
  approving_: string;
  superseded(table: string): string;
}

export const REPORT_WORDS: Record<Lang, ReportWords> = {
  en: {
    badRequest: 'The report could not be read. Reload the page and send it again.',
    off: 'Reporting is not open. Hand in the slip at the desk.',
    notRound: (round, now) => `Round ${q('en', round)} is not the round in progress (round ${q('en', now)}). Reload the page.`,
    noTable: (table) => `There is no table ${q('en', table)} to report in the round in progress. Reload the page.`,
    scored: (table) => `Table ${q('en', table)} is already scored. Ask at the desk to change it.`,
    atDesk: "This tournament's scoring needs the year-by-year chart: report this board at the desk.",
    agreed: (table) => `Table ${q('en', table)} is agreed and waits for the desk. To change it, go to the desk.`,
    approving: (table) => `The desk is approving table ${q('en', table)} now. Reload the page in a moment.`,
    disputedGoToDesk: (table) => `Table ${q('en', table)} is disputed: go to the desk.`,
    nothingToConfirm: 'There is no report to confirm yet: report the result instead.',
    ownReport: 'You cannot confirm your own report: another player of the table confirms it.',
    pin: (remaining) =>
      `Wrong PIN. ${remaining} more wrong ${remaining === 1 ? 'PIN locks' : 'PINs lock'} this table's reporting until the desk unlocks it.`,
    pinShape: 'A PIN is six digits, as printed on your card.',
    locked: (table) => `Reporting at table ${q('en', table)} is locked after 5 wrong PINs. Go to the desk.`,
    tooMany: (most) => `You have sent ${most} reports this round, the most a player may. Go to the desk.`,
    noteTooLong: (most) => `The note is longer than ${most} characters. Shorten it and send it again.`,
    missing: (field, player) => `${field} of ${q('en', player)} is missing.`,
    notWhole: (field, player, value) => `${field} of ${q('en', player)} is ${q('en', value)}: write a whole number, 0 or more.`,
    notYear: (field, player, value) => `${field} of ${q('en', player)} is ${q('en', value)}: write a year such as 1907, or leave it blank.`,
    notFlag: (field, player, value) => `${field} of ${q('en', player)} is ${q('en', value)}: tick it or leave it.`,
    seatsDiffer: (seats, given) => `The report gives ${given} players' values; the table has ${seats}. Reload the page.`,
    busy: 'Many reports are arriving at once. Your report is kept and sent again in a moment.',
    unavailable: 'Google could not take the report just now. It is kept and sent again in a moment.',
    full: 'Podium cannot keep more reports now. Hand in the slip at the desk.',
    recordFull: (table) => `Table ${q('en', table)} has too many reports to keep more. Go to the desk.`,
    needsPublish: 'Reporting needs the live page: turn Publish on first.',
    badSettings: 'Reporting: Confirmations must be two, all or desk.',
    unknownTournament: (t) => `No published tournament has the id ${q('en', t)}. Publish it first.`,
    notReporting:
      'Reporting is off, or no round in progress is published yet: turn Reporting on in the Live page section, then write and publish a round.',
    noRecord: (table) => `Table ${q('en', table)} has no reports.`,
    notAgreed: (table) => `Table ${q('en', table)} has no report to approve.`,
    unknownPlayer: (player) => `No player ${q('en', player)} plays in this tournament.`,
    pinsName: (game) => `Player PINs – ${game}`,
    logName: (game) => `Report log – ${game}`,
    pinsPlayer: 'Player',
    logHeader: ['Time', 'Round', 'Table', 'Player', 'Action', 'Values', 'Note'],
    actions: {
      report: 'report',
      confirm: 'confirm',
      dispute: 'dispute',
      approved: 'approved',
      rejected: 'rejected',
      superseded: 'superseded',
      unlocked: 'unlocked',
    },
    notApproved: (tables) =>
      `Reports not approved yet at ${tables.length === 1 ? 'table' : 'tables'} ${tables.join(', ')} of the round in progress.`,
    refusedAtApproval: (table, why) => `Table ${q('en', table)} was not approved: ${why}`,
    approving_: 'approving reports',
    superseded: (table) => `Table ${q('en', table)} already has scores in the sheet: nothing of its reports was written.`,
  },
  it: {
    badRequest: 'Non è stato possibile leggere il risultato. Ricarica la pagina e invialo di nuovo.',
    off: 'La comunicazione dei risultati non è aperta. Consegna il foglietto al tavolo dell’organizzazione.',
    notRound: (round, now) => `Il turno ${q('it', round)} non è il turno in corso (turno ${q('it', now)}). Ricarica la pagina.`,
    noTable: (table) => `Nel turno in corso non c’è un tavolo ${q('it', table)} di cui comunicare il risultato. Ricarica la pagina.`,
    scored: (table) => `Il tavolo ${q('it', table)} ha già i punteggi. Per cambiarli chiedi all’organizzazione.`,
    atDesk: 'Il sistema di punteggio di questo torneo richiede la tabella anno per anno: comunica questo tavolo all’organizzazione.',
    agreed: (table) => `Il tavolo ${q('it', table)} è concordato e attende l’organizzazione. Per cambiarlo rivolgiti all’organizzazione.`,
    approving: (table) => `L’organizzazione sta approvando il tavolo ${q('it', table)}. Ricarica la pagina tra un momento.`,
    disputedGoToDesk: (table) => `Il tavolo ${q('it', table)} è contestato: rivolgiti all’organizzazione.`,
    nothingToConfirm: 'Non c’è ancora un risultato da confermare: comunica tu il risultato.',
    ownReport: 'Non puoi confermare il tuo risultato: lo conferma un altro giocatore del tavolo.',
    pin: (remaining) =>
      `PIN errato. Ancora ${remaining} ${remaining === 1 ? 'PIN errato blocca' : 'PIN errati bloccano'} le comunicazioni di questo tavolo finché l’organizzazione non le sblocca.`,
    pinShape: 'Il PIN è di sei cifre, come stampato sul tuo cartoncino.',
    locked: (table) => `Le comunicazioni del tavolo ${q('it', table)} sono bloccate dopo 5 PIN errati. Rivolgiti all’organizzazione.`,
    tooMany: (most) => `Hai inviato ${most} risultati in questo turno, il massimo per un giocatore. Rivolgiti all’organizzazione.`,
    noteTooLong: (most) => `La nota supera i ${most} caratteri. Accorciala e inviala di nuovo.`,
    missing: (field, player) => `Manca ${field} di ${q('it', player)}.`,
    notWhole: (field, player, value) => `${field} di ${q('it', player)} è ${q('it', value)}: scrivi un numero intero, 0 o più.`,
    notYear: (field, player, value) => `${field} di ${q('it', player)} è ${q('it', value)}: scrivi un anno come 1907, o lascia vuoto.`,
    notFlag: (field, player, value) => `${field} di ${q('it', player)} è ${q('it', value)}: spunta la casella o lasciala vuota.`,
    seatsDiffer: (seats, given) => `Il risultato dà i valori di ${given} giocatori; il tavolo ne ha ${seats}. Ricarica la pagina.`,
    busy: 'Stanno arrivando molti risultati insieme. Il tuo è conservato e sarà inviato di nuovo tra un momento.',
    unavailable: 'Google non ha potuto ricevere il risultato ora. È conservato e sarà inviato di nuovo tra un momento.',
    full: 'Podium non può conservare altri risultati ora. Consegna il foglietto all’organizzazione.',
    recordFull: (table) => `Il tavolo ${q('it', table)} ha troppi invii per conservarne altri. Rivolgiti all’organizzazione.`,
    needsPublish: 'La comunicazione dei risultati richiede la pagina in diretta: attiva prima Pubblica.',
    badSettings: 'Comunicazione dei risultati: le conferme devono essere two, all o desk.',
    unknownTournament: (t) => `Nessun torneo pubblicato ha l’id ${q('it', t)}. Pubblicalo prima.`,
    notReporting:
      'La comunicazione dei risultati è disattivata, o nessun turno in corso è ancora pubblicato: attivala nella sezione Pagina in diretta, poi scrivi e pubblica un turno.',
    noRecord: (table) => `Il tavolo ${q('it', table)} non ha risultati comunicati.`,
    notAgreed: (table) => `Il tavolo ${q('it', table)} non ha un risultato da approvare.`,
    unknownPlayer: (player) => `Nessun giocatore ${q('it', player)} gioca in questo torneo.`,
    pinsName: (game) => `PIN dei giocatori – ${game}`,
    logName: (game) => `Registro dei risultati – ${game}`,
    pinsPlayer: 'Giocatore',
    logHeader: ['Ora', 'Turno', 'Tavolo', 'Giocatore', 'Azione', 'Valori', 'Nota'],
    actions: {
      report: 'risultato',
      confirm: 'conferma',
      dispute: 'contestazione',
      approved: 'approvato',
      rejected: 'respinto',
      superseded: 'superato',
      unlocked: 'sbloccato',
    },
    notApproved: (tables) =>
      `Risultati non ancora approvati ${tables.length === 1 ? 'al tavolo' : 'ai tavoli'} ${tables.join(', ')} del turno in corso.`,
    refusedAtApproval: (table, why) => `Il tavolo ${q('it', table)} non è stato approvato: ${why}`,
    approving_: 'durante l’approvazione dei risultati',
    superseded: (table) => `Il tavolo ${q('it', table)} ha già i punteggi nel foglio: dei suoi risultati non è stato scritto nulla.`,
  },
  ro: {
    badRequest: 'Rezultatul nu a putut fi citit. Reîncărcați pagina și trimiteți-l din nou.',
    off: 'Trimiterea rezultatelor nu este deschisă. Predați fișa la masa organizatorilor.',
    notRound: (round, now) => `Runda ${q('ro', round)} nu este runda în curs (runda ${q('ro', now)}). Reîncărcați pagina.`,
    noTable: (table) => `În runda în curs nu există masa ${q('ro', table)} pentru care să trimiteți rezultatul. Reîncărcați pagina.`,
    scored: (table) => `Masa ${q('ro', table)} are deja punctajele. Pentru a le schimba, întrebați la masa organizatorilor.`,
    atDesk: 'Sistemul de punctaj al acestui turneu cere tabelul an cu an: trimiteți rezultatul acestei mese la masa organizatorilor.',
    agreed: (table) =>
      `Masa ${q('ro', table)} este convenită și așteaptă organizatorii. Pentru a o schimba, mergeți la masa organizatorilor.`,
    approving: (table) => `Organizatorii aprobă acum masa ${q('ro', table)}. Reîncărcați pagina peste un moment.`,
    disputedGoToDesk: (table) => `Masa ${q('ro', table)} este contestată: mergeți la masa organizatorilor.`,
    nothingToConfirm: 'Nu există încă un rezultat de confirmat: trimiteți dumneavoastră rezultatul.',
    ownReport: 'Nu vă puteți confirma propriul rezultat: îl confirmă alt jucător de la masă.',
    pin: (remaining) =>
      `PIN greșit. Încă ${remaining} ${remaining === 1 ? 'PIN greșit blochează' : 'PIN-uri greșite blochează'} trimiterea rezultatelor la această masă până când organizatorii o deblochează.`,
    pinShape: 'PIN-ul are șase cifre, așa cum este tipărit pe cartonașul dumneavoastră.',
    locked: (table) =>
      `Trimiterea rezultatelor la masa ${q('ro', table)} este blocată după 5 PIN-uri greșite. Mergeți la masa organizatorilor.`,
    tooMany: (most) =>
      `Ați trimis ${most} rezultate în această rundă, cele mai multe permise unui jucător. Mergeți la masa organizatorilor.`,
    noteTooLong: (most) => `Nota are mai mult de ${most} de caractere. Scurtați-o și trimiteți-o din nou.`,
    missing: (field, player) => `Lipsește ${field} pentru ${q('ro', player)}.`,
    notWhole: (field, player, value) =>
      `${field} pentru ${q('ro', player)} este ${q('ro', value)}: scrieți un număr întreg, 0 sau mai mare.`,
    notYear: (field, player, value) =>
      `${field} pentru ${q('ro', player)} este ${q('ro', value)}: scrieți un an, de exemplu 1907, sau lăsați gol.`,
    notFlag: (field, player, value) => `${field} pentru ${q('ro', player)} este ${q('ro', value)}: bifați căsuța sau lăsați-o goală.`,
    seatsDiffer: (seats, given) => `Rezultatul dă valorile a ${given} jucători; masa are ${seats}. Reîncărcați pagina.`,
    busy: 'Sosesc multe rezultate deodată. Rezultatul dumneavoastră este păstrat și va fi trimis din nou peste un moment.',
    unavailable: 'Google nu a putut primi rezultatul acum. Este păstrat și va fi trimis din nou peste un moment.',
    full: 'Podium nu mai poate păstra rezultate acum. Predați fișa la masa organizatorilor.',
    recordFull: (table) => `Masa ${q('ro', table)} are prea multe trimiteri pentru a mai păstra altele. Mergeți la masa organizatorilor.`,
    needsPublish: 'Trimiterea rezultatelor are nevoie de pagina în direct: activați mai întâi Publicați.',
    badSettings: 'Trimiterea rezultatelor: confirmările trebuie să fie two, all sau desk.',
    unknownTournament: (t) => `Niciun turneu publicat nu are id-ul ${q('ro', t)}. Publicați-l mai întâi.`,
    notReporting:
      'Trimiterea rezultatelor este oprită sau nicio rundă în desfășurare nu este încă publicată: porniți-o în secțiunea Pagina în direct, apoi scrieți și publicați o rundă.',
    noRecord: (table) => `Masa ${q('ro', table)} nu are rezultate trimise.`,
    notAgreed: (table) => `Masa ${q('ro', table)} nu are un rezultat de aprobat.`,
    unknownPlayer: (player) => `Niciun jucător ${q('ro', player)} nu joacă în acest turneu.`,
    pinsName: (game) => `PIN-urile jucătorilor – ${game}`,
    logName: (game) => `Jurnalul rezultatelor – ${game}`,
    pinsPlayer: 'Jucător',
    logHeader: ['Ora', 'Rundă', 'Masă', 'Jucător', 'Acțiune', 'Valori', 'Observații'],
    actions: {
      report: 'rezultat',
      confirm: 'confirmare',
      dispute: 'contestare',
      approved: 'aprobat',
      rejected: 'respins',
      superseded: 'înlocuit',
      unlocked: 'deblocat',
    },
    notApproved: (tables) =>
      `Rezultate încă neaprobate ${tables.length === 1 ? 'la masa' : 'la mesele'} ${tables.join(', ')} din runda în curs.`,
    refusedAtApproval: (table, why) => `Masa ${q('ro', table)} nu a fost aprobată: ${why}`,
    approving_: 'în timpul aprobării rezultatelor',
    superseded: (table) => `Masa ${q('ro', table)} are deja punctaje în foaie: nu s-a scris nimic din rezultatele ei.`,
  },
};

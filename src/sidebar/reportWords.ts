import { count, list } from '../engine/i18n/format';
import type { Lang } from '../engine/i18n/lang';
import { TABLE } from '../engine/i18n/nouns';

/**
 * The sidebar's words for players' reports (SPEC §15.1), in each language (docs/languages.md): the Reporting settings,
 * the PIN actions and the Reports panel. `page` fills the elements marked `data-word` in Sidebar.html.
 */
export interface ReportSidebarWords {
  page: {
    standingsHeading: string;
    reportsHeading: string;
    approveAgreed: string;
    reportingHeading: string;
    reportingHint: string;
    reportingOn: string;
    confirmations: string;
    autoApprove: string;
    pinSheet: string;
    reissuePlayer: string;
    reissue: string;
    rotate: string;
  };
  confirm: Record<'two' | 'all' | 'desk', string>;
  needsPublish: string;
  saved(on: boolean): string;
  /** The panel's line: the round, and how many tables wait for the organizer. */
  summary(round: string, agreed: number, attention: number): string;
  noRound: string;
  approving: string;
  table(id: string): string;
  board(id: string): string;
  /** A table's state in the panel (its badge), and what goes under it. */
  state: Record<'waiting' | 'partly' | 'agreed' | 'disputed' | 'refused' | 'locked' | 'superseded' | 'approved', string>;
  reportedBy(names: string[]): string;
  confirmedBy(names: string[]): string;
  approve: string;
  reject: string;
  unlock: string;
  confirmReject(table: string): string;
  confirmRotate: string;
  approved(tables: string[]): string;
  rejected(table: string): string;
  unlocked(table: string): string;
  pinSheetWritten(sheet: string, players: number): string;
  reissued(player: string, pin: string): string;
  rotated(sheet: string): string;
  supersededAt(table: string): string;
  pickPlayer: string;
}

export const REPORT_SIDEBAR_WORDS: Record<Lang, ReportSidebarWords> = {
  en: {
    page: {
      standingsHeading: 'Standings',
      reportsHeading: 'Reports',
      approveAgreed: 'Approve all agreed',
      reportingHeading: "Players' reports",
      reportingHint: 'Players report their table from their phones with a PIN; nothing reaches the results until you approve it.',
      reportingOn: 'Reporting',
      confirmations: 'Confirmations',
      autoApprove: 'Approve agreed tables while this sidebar is open',
      pinSheet: 'Player PINs…',
      reissuePlayer: 'A lost card: the player',
      reissue: 'Reissue',
      rotate: 'Rotate',
    },
    confirm: {
      two: 'two: the reporter and one other player of the table',
      all: 'all: every player of the table',
      desk: 'desk: one report, you check every table',
    },
    needsPublish: 'Reporting needs Publish on.',
    saved: (on) => (on ? 'Reporting is on: the phones offer Report result.' : 'Reporting is off.'),
    summary: (round, agreed, attention) =>
      `${round}: ${count('en', agreed, TABLE.en)} agreed, ${count('en', attention, TABLE.en)} to look at.`,
    noRound: 'No round in progress.',
    state: {
      waiting: 'waiting',
      partly: 'partly reported',
      agreed: 'agreed',
      disputed: 'disputed',
      refused: 'refused by a rule',
      locked: 'locked',
      superseded: 'superseded',
      approved: 'approved',
    },
    confirmedBy: (names) => `Confirmed by ${list('en', names)}`,
    reportedBy: (names) => `Reported by ${list('en', names)}`,
    approving: 'Approving and writing into the results…',
    table: (id) => `Table ${id}`,
    board: (id) => `Board ${id}`,
    reissued: (player, pin) => `${player}'s new PIN is ${pin}: write it on a new card (the PIN sheet has it too).`,
    rotated: (sheet) => `Every player has a new PIN: print ${sheet} again and hand out the new cards.`,
    supersededAt: (table) => `${table}: scored by hand in the results meanwhile; nothing written.`,
    approve: 'Approve',
    reject: 'Reject',
    unlock: 'Unlock',
    confirmReject: (table) => `Reject the reports of ${table}? Its players report again.`,
    confirmRotate: 'Give every player a new PIN? Every card must be printed again.',
    approved: (tables) => `Approved and written into the results: ${list('en', tables)}.`,
    rejected: (table) => `${table}: reports rejected; its players report again.`,
    unlocked: (table) => `${table}: unlocked.`,
    pinSheetWritten: (sheet, players) =>
      `The sheet ${sheet} holds ${count('en', players, { one: 'PIN', other: 'PINs' })}: print it and cut the cards.`,
    pickPlayer: 'Type the name of a player first.',
  },
  it: {
    page: {
      standingsHeading: 'Classifica',
      reportsHeading: 'Risultati comunicati',
      approveAgreed: 'Approva tutti i confermati',
      reportingHeading: 'Risultati dai giocatori',
      reportingHint:
        'I giocatori comunicano il risultato del loro tavolo dal telefono con un PIN; nulla entra nei risultati finché non lo approvi.',
      reportingOn: 'Comunicazione dei risultati',
      confirmations: 'Conferme',
      autoApprove: 'Approva i tavoli confermati mentre questa barra laterale è aperta',
      pinSheet: 'PIN dei giocatori…',
      reissuePlayer: 'Un cartoncino perso: il giocatore',
      reissue: 'Nuovo PIN',
      rotate: 'Cambia tutti i PIN',
    },
    confirm: {
      two: 'due: chi comunica e un altro giocatore del tavolo',
      all: 'tutti: ogni giocatore del tavolo',
      desk: "organizzatore: un solo risultato; ogni tavolo lo verifica l'organizzatore",
    },
    needsPublish: 'La comunicazione dei risultati richiede la pubblicazione attiva.',
    saved: (on) => (on ? 'Comunicazione attiva: i telefoni offrono Comunica il risultato.' : 'Comunicazione dei risultati disattivata.'),
    summary: (round, agreed, attention) =>
      `${round}: ${count('it', agreed, TABLE.it)} ${agreed === 1 ? 'confermato' : 'confermati'}, ${count('it', attention, TABLE.it)} da guardare.`,
    noRound: 'Nessun turno in corso.',
    state: {
      waiting: 'in attesa',
      partly: 'in parte comunicato',
      agreed: 'confermato',
      disputed: 'contestato',
      refused: 'rifiutato da una regola',
      locked: 'bloccato',
      superseded: 'registrato a mano',
      approved: 'approvato',
    },
    confirmedBy: (names) => `Confermato da ${list('it', names)}`,
    reportedBy: (names) => `Comunicato da ${list('it', names)}`,
    approving: 'Approvazione e scrittura nei risultati…',
    table: (id) => `Tavolo ${id}`,
    board: (id) => `Tavolo ${id}`,
    reissued: (player, pin) => `Il nuovo PIN di ${player} è ${pin}: scrivilo su un nuovo cartoncino (è anche nel foglio dei PIN).`,
    rotated: (sheet) => `Ogni giocatore ha un nuovo PIN: stampa di nuovo ${sheet} e distribuisci i nuovi cartoncini.`,
    supersededAt: (table) => `${table}: registrato a mano nei risultati nel frattempo; non è stato scritto nulla.`,
    approve: 'Approva',
    reject: 'Rifiuta',
    unlock: 'Sblocca',
    confirmReject: (table) => `Rifiutare i risultati comunicati di ${table}? I suoi giocatori li comunicano di nuovo.`,
    confirmRotate: 'Dare a ogni giocatore un nuovo PIN? Ogni cartoncino va stampato di nuovo.',
    approved: (tables) => `Approvati e scritti nei risultati: ${list('it', tables)}.`,
    rejected: (table) => `${table}: risultati comunicati rifiutati; i suoi giocatori li comunicano di nuovo.`,
    unlocked: (table) => `${table}: sbloccato.`,
    pinSheetWritten: (sheet, players) =>
      `Il foglio ${sheet} contiene ${count('it', players, { one: 'PIN', other: 'PIN' })}: stampalo e ritaglia i cartoncini.`,
    pickPlayer: 'Scrivi prima il nome di un giocatore.',
  },
  ro: {
    page: {
      standingsHeading: 'Clasament',
      reportsHeading: 'Rezultate raportate',
      approveAgreed: 'Aprobă toate cele confirmate',
      reportingHeading: 'Rezultate de la jucători',
      reportingHint:
        'Jucătorii raportează rezultatul mesei lor de pe telefon, cu un PIN; nimic nu ajunge în rezultate până nu îl aprobați.',
      reportingOn: 'Raportarea rezultatelor',
      confirmations: 'Confirmări',
      autoApprove: 'Aprobă mesele confirmate cât timp bara laterală este deschisă',
      pinSheet: 'PIN-urile jucătorilor…',
      reissuePlayer: 'Un card pierdut: jucătorul',
      reissue: 'PIN nou',
      rotate: 'Schimbă toate PIN-urile',
    },
    confirm: {
      two: 'două: cine raportează și încă un jucător al mesei',
      all: 'toate: fiecare jucător al mesei',
      desk: 'organizator: un singur raport, verificați fiecare masă',
    },
    needsPublish: 'Raportarea rezultatelor necesită publicarea activă.',
    saved: (on) => (on ? 'Raportarea este activă: telefoanele oferă Raportează rezultatul.' : 'Raportarea rezultatelor este oprită.'),
    summary: (round, agreed, attention) =>
      `${round}: ${count('ro', agreed, TABLE.ro)} ${agreed === 1 ? 'confirmată' : 'confirmate'}, ${count('ro', attention, TABLE.ro)} de verificat.`,
    noRound: 'Nicio rundă în desfășurare.',
    state: {
      waiting: 'în așteptare',
      partly: 'raportată parțial',
      agreed: 'confirmată',
      disputed: 'contestată',
      refused: 'refuzată de o regulă',
      locked: 'blocată',
      superseded: 'înregistrată manual',
      approved: 'aprobată',
    },
    confirmedBy: (names) => `Confirmat de ${list('ro', names)}`,
    reportedBy: (names) => `Raportat de ${list('ro', names)}`,
    approving: 'Se aprobă și se scrie în rezultate…',
    table: (id) => `Masa ${id}`,
    board: (id) => `Masa ${id}`,
    reissued: (player, pin) => `Noul PIN al lui ${player} este ${pin}: scrieți-l pe un card nou (este și în foaia cu PIN-uri).`,
    rotated: (sheet) => `Fiecare jucător are un PIN nou: tipăriți din nou ${sheet} și împărțiți cardurile noi.`,
    supersededAt: (table) => `${table}: înregistrată manual în rezultate între timp; nu s-a scris nimic.`,
    approve: 'Aprobă',
    reject: 'Respinge',
    unlock: 'Deblochează',
    confirmReject: (table) => `Respingeți rapoartele pentru ${table}? Jucătorii ei raportează din nou.`,
    confirmRotate: 'Dați fiecărui jucător un PIN nou? Fiecare card trebuie tipărit din nou.',
    approved: (tables) => `Aprobate și scrise în rezultate: ${list('ro', tables)}.`,
    rejected: (table) => `${table}: rapoarte respinse; jucătorii ei raportează din nou.`,
    unlocked: (table) => `${table}: deblocată.`,
    pinSheetWritten: (sheet, players) =>
      `Foaia ${sheet} conține ${count('ro', players, { one: 'PIN', few: 'PIN-uri', other: 'de PIN-uri' })}: tipăriți-o și decupați cardurile.`,
    pickPlayer: 'Scrieți mai întâi numele unui jucător.',
  },
};

import type { Lang } from '../engine/i18n/lang';

/**
 * What a player's phone says of reporting a result (SPEC §15.2, §15.7), in each language (docs/languages.md). The
 * form's own labels (VP, Declared victory, a power's centres…) come from the server's form, in every language; the
 * server's refusals come already told in the page's language.
 */
export interface PhoneReportWords {
  reportResult: string;
  changeReport: string;
  pin: string;
  send: string;
  confirm: string;
  dispute: string;
  note: string;
  cancel: string;
  reportedBy(name: string, time: string): string;
  confirmedBy(name: string): string;
  disputedBy(name: string, note: string): string;
  /** The table's state, as its card shows it. */
  state: Record<'waiting' | 'partly' | 'agreed' | 'disputed' | 'refused' | 'locked' | 'superseded' | 'approved', string>;
  notSent: string;
  sending: string;
  sent: string;
  pinShape: string;
  wholeNumber(label: string, min: number, max: number): string;
  atDesk: string;
}

export const PHONE_REPORT_WORDS: Record<Lang, PhoneReportWords> = {
  en: {
    reportResult: 'Report result',
    changeReport: 'Change my report',
    pin: 'Your PIN (6 digits, on your card)',
    send: 'Send',
    confirm: 'Confirm',
    dispute: 'Dispute',
    note: 'What is wrong (at most 140 characters)',
    cancel: 'Cancel',
    reportedBy: (name, time) => `Reported by ${name} at ${time}`,
    confirmedBy: (name) => `Confirmed by ${name}`,
    disputedBy: (name, note) => `Disputed by ${name}: ${note}`,
    state: {
      waiting: 'Nobody has reported this table yet.',
      partly: 'Waiting for confirmation.',
      agreed: 'Agreed: waiting for the desk.',
      disputed: 'Disputed: go to the desk.',
      refused: 'Refused by a rule: go to the desk.',
      locked: 'Locked after too many wrong PINs: go to the desk.',
      superseded: 'Scored by the desk.',
      approved: 'Approved.',
    },
    notSent: 'Not sent yet: it will be sent as soon as the network answers.',
    sending: 'Sending…',
    sent: 'Sent.',
    pinShape: 'The PIN is 6 digits.',
    wholeNumber: (label, min, max) => `${label}: a whole number from ${min} to ${max}.`,
    atDesk: 'This scoring system needs the year-by-year chart: report this board at the desk.',
  },
  it: {
    reportResult: 'Comunica il risultato',
    changeReport: 'Modifica il mio risultato',
    pin: 'Il tuo PIN (6 cifre, sul tuo cartoncino)',
    send: 'Invia',
    confirm: 'Conferma',
    dispute: 'Contesta',
    note: 'Cosa non va (al massimo 140 caratteri)',
    cancel: 'Annulla',
    reportedBy: (name, time) => `Comunicato da ${name} alle ${time}`,
    confirmedBy: (name) => `Confermato da ${name}`,
    disputedBy: (name, note) => `Contestato da ${name}: ${note}`,
    state: {
      waiting: 'Nessuno ha ancora comunicato il risultato di questo tavolo.',
      partly: 'In attesa di conferma.',
      agreed: "Confermato: in attesa dell'organizzatore.",
      disputed: "Contestato: andate dall'organizzatore.",
      refused: "Rifiutato da una regola: andate dall'organizzatore.",
      locked: "Bloccato dopo troppi PIN sbagliati: andate dall'organizzatore.",
      superseded: "Registrato dall'organizzatore.",
      approved: 'Approvato.',
    },
    notSent: 'Non ancora inviato: sarà inviato appena la rete risponde.',
    sending: 'Invio in corso…',
    sent: 'Inviato.',
    pinShape: 'Il PIN è di 6 cifre.',
    wholeNumber: (label, min, max) => `${label}: un numero intero da ${min} a ${max}.`,
    atDesk: "Questo sistema di punteggio richiede la tabella anno per anno: comunica il risultato di questo tavolo all'organizzatore.",
  },
  ro: {
    reportResult: 'Raportează rezultatul',
    changeReport: 'Modifică raportul meu',
    pin: 'PIN-ul dumneavoastră (6 cifre, de pe card)',
    send: 'Trimite',
    confirm: 'Confirmă',
    dispute: 'Contestă',
    note: 'Ce nu este corect (cel mult 140 de caractere)',
    cancel: 'Renunță',
    reportedBy: (name, time) => `Raportat de ${name} la ${time}`,
    confirmedBy: (name) => `Confirmat de ${name}`,
    disputedBy: (name, note) => `Contestat de ${name}: ${note}`,
    state: {
      waiting: 'Nimeni nu a raportat încă rezultatul acestei mese.',
      partly: 'Așteaptă confirmarea.',
      agreed: 'Confirmat: așteaptă organizatorul.',
      disputed: 'Contestat: mergeți la organizator.',
      refused: 'Refuzat de o regulă: mergeți la organizator.',
      locked: 'Blocat după prea multe PIN-uri greșite: mergeți la organizator.',
      superseded: 'Înregistrat de organizator.',
      approved: 'Aprobat.',
    },
    notSent: 'Încă netrimis: va fi trimis imediat ce rețeaua răspunde.',
    sending: 'Se trimite…',
    sent: 'Trimis.',
    pinShape: 'PIN-ul are 6 cifre.',
    wholeNumber: (label, min, max) => `${label}: un număr întreg de la ${min} la ${max}.`,
    atDesk: 'Acest sistem de punctaj necesită tabelul an cu an: raportați rezultatul acestei mese la organizator.',
  },
};

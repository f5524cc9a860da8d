import { quoted } from '../i18n/format';
import { message, sayer, type Text } from '../i18n/message';
import { labelOf } from '../shared/headerTable';
import { say as sayShared } from '../shared/messages';
import { BOARDS_NAMES, EVENT_COLUMNS } from './columns';

/**
 * What a circuit's functions say (docs/circuits.md), each in English, Italian and Romanian. A value quoted from a cell
 * comes already shown, its text in quotes; a column is named as the organizer's header names it.
 */
export const CIRCUIT_MESSAGES = {
  placeOutsideField: message({
    example: { header: 'Place' as Text, value: '31' as Text, players: 30, field: 'Players' as Text },
    en: (p) => `${p.header} ${p.value} is not a whole number from 1 to ${p.players} (the event's ${p.field})`,
    it: (p) => `${p.header} ${quoted('it', p.value)}: deve essere un numero intero da 1 a ${p.players} (${p.field} del torneo)`,
    ro: (p) =>
      `${p.header} ${quoted('ro', p.value)}: trebuie să fie un număr întreg de la 1 la ${p.players} (valoarea ${p.field} a turneului)`,
  }),
  playerTwiceInEvent: message({
    example: { player: 'Franca Viola', event: 'Spring Open (2025-03-14)' as Text, row: 4 },
    en: (p) => `${p.player} is twice in ${p.event} (also row ${p.row}); a player has one place in an event`,
    it: (p) => `${p.player} compare due volte in ${p.event} (anche alla riga ${p.row}); un giocatore ha una sola posizione in un torneo`,
    ro: (p) => `${p.player} apare de două ori în ${p.event} (și pe rândul ${p.row}); un jucător are un singur loc într-un turneu`,
  }),
  eventFigureDiffers: message({
    example: { header: 'Players' as Text, value: '32' as Text, other: '30' as Text, row: 2, event: 'Spring Open (2025-03-14)' as Text },
    en: (p) =>
      `${p.header} ${p.value}, where row ${p.row} of the same event (${p.event}) has ${p.other}; an event has one ${p.header}, the same on each of its rows`,
    it: (p) =>
      `${p.header} ${quoted('it', p.value)}, mentre la riga ${p.row} dello stesso torneo (${p.event}) ha ${quoted('it', p.other)}; un torneo ha un solo valore di ${p.header}, lo stesso su ogni sua riga`,
    ro: (p) =>
      `${p.header} ${quoted('ro', p.value)}, iar rândul ${p.row} al aceluiași turneu (${p.event}) are ${quoted('ro', p.other)}; un turneu are o singură valoare pentru ${p.header}, aceeași pe fiecare rând al lui`,
  }),
  boardsNeeded: message({
    example: { header: 'Boards' as Text, points: 'nagp' },
    en: (p) => `blank ${p.header}; points=${p.points} reads the boards of the event's three largest rounds`,
    it: (p) => `${p.header} vuoto; points=${p.points} legge i tavoli dei tre turni più grandi del torneo`,
    ro: (p) => `${p.header} necompletat; points=${p.points} citește mesele celor mai mari trei runde ale turneului`,
  }),
  boardsColumnNeeded: message({
    // the missing column as CIRCUIT_STANDINGS says it (no header read: the column's label in the reader's language)
    example: {
      missing: sayShared('columnMissing', { column: labelOf(EVENT_COLUMNS, 'boards'), aliases: BOARDS_NAMES }) as Text,
      points: 'nagp',
    },
    en: (p) => `${p.missing}; points=${p.points} reads the boards of each event's three largest rounds`,
    it: (p) => `${p.missing}; points=${p.points} legge i tavoli dei tre turni più grandi di ogni torneo`,
    ro: (p) => `${p.missing}; points=${p.points} citește mesele celor mai mari trei runde ale fiecărui turneu`,
  }),
  unknownTier: message({
    example: { header: 'Tier' as Text, value: '"A"' as Text },
    en: (p) => `${p.header} ${p.value} is not a tier Podium knows: WDC, DIPCON or blank`,
    it: (p) => `${p.header} ${quoted('it', p.value)} non è una categoria che Podium conosce: WDC, DIPCON o vuota`,
    ro: (p) => `${p.header} ${quoted('ro', p.value)} nu este o categorie cunoscută de Podium: WDC, DIPCON sau necompletată`,
  }),
  pointsShape: message({
    example: { linear: 'linear:P', table: 'table:10-8-6-5-4-3-2-1' },
    en: (p) =>
      `${p.linear} for P points over the field (P a whole number from 1), or ${p.table}: whole numbers from the 1st place down, joined by -`,
    it: (p) =>
      `${p.linear} per P punti distribuiti tra i partecipanti (P un numero intero da 1 in su), o ${p.table}: numeri interi dal primo classificato in giù, separati da -`,
    ro: (p) =>
      `${p.linear} pentru P puncte împărțite între participanți (P un număr întreg de la 1 în sus), sau ${p.table}: numere întregi de la primul clasat în jos, separate prin -`,
  }),
  countShape: message({
    example: { min: 1 },
    en: (p) => `a whole number from ${p.min}`,
    it: (p) => `un numero intero da ${p.min} in su`,
    ro: (p) => `un număr întreg de la ${p.min} în sus`,
  }),
};

/** A message of this catalogue, carrying its words. */
export const say = sayer(CIRCUIT_MESSAGES);

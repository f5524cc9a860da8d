import type { LiveRoundTable, LiveSnapshot } from '../appsscript/contract';
import { STAKES_LABELS } from '../engine/shared/stakes/labels';
import { add, el } from './dom';
import { cellText, cutName, headerText, roundName, type Speech, statusText } from './speech';
import { column, type Group, groupsOf, groupWord, seatWords } from './tables';

// A player's card on the phone (SPEC §13.3, §13.7.4): every table of theirs in the round in progress (a doubler's two
// boards), a bye or no table said in words, a league's match with its games won, their rank and every figure, what is
// at stake and what they need.

type Row = LiveRoundTable['rows'][number];

/** One table of the round, as a player at it reads it: where, their seat or power, and the others with theirs. */
function seatAt(sp: Speech, r: LiveRoundTable, g: Group, name: string): HTMLElement {
  const p = column(r, 'player');
  const mine = g.rows.find((row) => row[p] === name) as Row;
  const box = el('div', '', 'seat');
  const stage = r.round.includes(' + ') ? roundName(sp, g.round) : roundName(sp, r.round);
  add(box, el('div', [stage, groupWord(sp, r, g), ...seatWords(sp, r, mine)].join(' · '), 'where'));
  if (g.bye) return add(box, el('div', sp.w.byeMeans));
  const others = g.rows.filter((row) => row !== mine);
  if (!others.length) return box;
  if (r.bestOf) return add(box, el('div', matchLine(sp, r, mine, others[0]), 'match-line'));
  const list = el('ul');
  for (const o of others) {
    const seat = seatWords(sp, r, o);
    add(list, el('li', `${o[p]}${seat.length ? ` (${seat.join(', ')})` : ''}`));
  }
  return add(box, el('div', `${sp.w.opponents}:`, 'label'), list);
}

/** A league's match as its player reads it: `v Bob · 2–1 · best of 3`, the games won once one is written. */
function matchLine(sp: Speech, r: LiveRoundTable, mine: Row, theirs: Row): string {
  const won = column(r, 'gamesWon');
  const score = won >= 0 && mine[won] !== '' && theirs[won] !== '' ? `${mine[won]}–${theirs[won]}` : '';
  return sp.w.matchLine(String(theirs[column(r, 'player')]), score, r.bestOf as number);
}

export function playerCard(sp: Speech, s: LiveSnapshot, name: string): HTMLElement {
  const card = el('section', '', 'card');
  add(card, el('h3', name));
  const r = s.round;
  if (r) {
    const p = column(r, 'player');
    const mine = groupsOf(r).filter((g) => g.rows.some((row) => row[p] === name));
    for (const g of mine) add(card, seatAt(sp, r, g, name));
    if (!mine.length) add(card, el('div', sp.w.notPlaying(roundName(sp, r.round)), 'where'));
  }
  const st = s.standings;
  const row = st?.rows.find((x) => x[column(st, 'player')] === name);
  if (st && row) {
    const figures = el('dl');
    row.forEach((v, k) => {
      if (k === column(st, 'player') || v === '') return;
      add(figures, el('dt', headerText(sp, st, k)), el('dd', cellText(sp, v, st.columns[k], st.percent?.[k]), 'figure'));
    });
    add(card, figures);
  }
  const stakes = s.stakes?.rows.find((x) => x.player === name);
  if (s.stakes && stakes) {
    const needs = stakes.needs?.[sp.lang] ?? '';
    add(
      card,
      add(
        el('div', '', 'stakes'),
        el('div', `${sp.w.atStake}:`, 'label'),
        el('div', `${STAKES_LABELS.title[sp.lang]}: ${statusText(sp, stakes.title)}`, `s-${stakes.title}`),
        el('div', `${cutName(sp, s.stakes)}: ${statusText(sp, stakes.cut)}`, `s-${stakes.cut}`),
        // Needs says itself what is needed (`a win secures the cut`): no label before it
        ...(needs ? [el('div', needs, 'needs')] : []),
      ),
    );
  }
  return card;
}

/** A table a number finds: its players with their seats, as the round lists them. */
export function tableCard(sp: Speech, r: LiveRoundTable, g: Group): HTMLElement {
  const p = column(r, 'player');
  const card = el('section', '', 'card');
  add(card, el('h3', `${roundName(sp, g.round)} · ${groupWord(sp, r, g)}`));
  const list = el('ul');
  for (const row of g.rows) {
    const seat = seatWords(sp, r, row);
    add(list, el('li', `${row[p]}${seat.length ? ` (${seat.join(', ')})` : ''}`));
  }
  return add(card, el('div', `${sp.w.atTable}:`, 'label'), list);
}

import type { LiveRoundTable, LiveSnapshot } from '../appsscript/contract';
import { add, el } from './dom';
import { cellText, headerText, roundName, type Speech } from './speech';
import { byName, column, type Group, groupsOf, groupWord } from './tables';

// The print view (SPEC §13.3, §13.7.3): a slip per table of the round in progress, none cut across two pages — four
// Catan or Carcassonne slips to an A4 page, a Diplomacy board's slip (seven powers, each with a box for its centres and
// its year of elimination, a box for the final year, a line to sign) as many to a page as fit whole — then the round
// by player name.

/** The columns a slip names beside each player: seat, power or starts. */
const SEAT_COLUMNS = ['power', 'seat', 'starts'];

function slip(sp: Speech, s: LiveSnapshot, r: LiveRoundTable, g: Group): HTMLElement {
  const p = column(r, 'player');
  const seats = SEAT_COLUMNS.map((c) => column(r, c)).filter((k) => k >= 0);
  const each = r.slip?.each.map((l) => l[sp.lang]) ?? [sp.w.slipScore];
  const once = r.slip?.table.map((l) => l[sp.lang]) ?? [];
  const box = add(el('div', '', `slip${r.columns.includes('power') ? ' board' : ''}`), el('div', s.title, 'tournament'));
  add(box, el('h3', `${roundName(sp, g.round)} · ${groupWord(sp, r, g)}`));
  const table = el('table');
  add(
    table,
    add(
      el('tr'),
      ...seats.map((k) => el('th', headerText(sp, r, k))),
      el('th', sp.w.columns.player),
      ...each.map((h) => el('th', h, 'box-head')),
    ),
  );
  for (const row of g.rows)
    add(
      table,
      add(
        el('tr'),
        ...seats.map((k) => el('td', cellText(sp, row[k], r.columns[k], false, r.terms), 'seat')),
        el('td', String(row[p]), 'c-player'),
        ...each.map(() => el('td', '', 'box')),
      ),
    );
  add(box, table);
  for (const label of once) add(box, add(el('div', '', 'once'), el('span', label), el('span', '', 'box')));
  return add(box, el('div', sp.w.sign, 'sign'));
}

export function printSections(sp: Speech, s: LiveSnapshot): HTMLElement[] {
  const r = s.round;
  if (!r) return [el('p', sp.w.noStandings)];
  // a bye has no game, so no slip; its player finds it in the list by name
  const slips = groupsOf(r)
    .filter((g) => !g.bye)
    .map((g) => slip(sp, s, r, g));
  const list = add(
    el('ol', '', 'names'),
    ...byName(sp, r).map((n) => add(el('li'), el('span', n.name, 'name'), el('span', n.where, 'where'))),
  );
  return [
    add(el('div', '', 'slips'), ...slips),
    add(el('div', '', 'byname'), el('h2', `${roundName(sp, r.round)} · ${sp.w.byName}`), list),
  ];
}

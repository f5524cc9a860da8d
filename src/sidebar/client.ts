import type {
  BuildOutcome,
  GameInfo,
  ResultsInfo,
  SeatingOutcome,
  SheetProblem,
  SidebarServer,
  SidebarState,
} from '../appsscript/contract';
import { qrCanvas } from '../live/qr';
import { SIDEBAR_WORDS, type SidebarWords } from './words';

// The sidebar's client: every value from the server reaches the page as text (textContent), never as HTML.

/** google.script.run as the client sees it: handlers, then any server function by name. */
interface Runner {
  withSuccessHandler(f: (value: unknown) => void): Runner;
  withFailureHandler(f: (error: Error) => void): Runner;
  [server: string]: (...args: never[]) => unknown;
}
declare const google: { script: { run: Runner } };

/** What the menu's Open sidebar writes into this page: the document's token, which every call carries (SPEC §13.5). */
const token: string = (() => {
  const given = (window as unknown as { PODIUM_SIDEBAR?: { token?: unknown } }).PODIUM_SIDEBAR;
  return typeof given?.token === 'string' ? given.token : '';
})();

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
let state: SidebarState;
/** The sidebar's words in the organizer's language, once the server has said which (English until then). */
let w: SidebarWords = SIDEBAR_WORDS.en;
/** What the chosen results sheet is: the rounds to seat and the kind of results. */
let info: ResultsInfo | undefined;

/** The areas where an action's outcome is told: each action tells it where it was taken. */
type Area = 'status' | 'seating' | 'created' | 'live';

function element(tag: string, text = '', className = ''): HTMLElement {
  const e = document.createElement(tag);
  e.textContent = text;
  if (className) e.className = className;
  return e;
}

/** Calls under way: while there are any, every button is disabled, so a second click cannot start a second call. */
let running = 0;
function busy(delta: number) {
  running += delta;
  for (const b of Array.from(document.querySelectorAll('button'))) b.disabled = running > 0;
}

/**
 * Calls a server function of the contract (its name, argument and answer checked against SidebarServer); a failure
 * of the call itself is shown in the area of the action that made it. An action blocks the buttons while it runs; a
 * look-up (what a results sheet holds) does not, so that a click made as a field loses focus is never swallowed.
 */
function call<K extends keyof SidebarServer>(
  server: K,
  args: Parameters<SidebarServer[K]>,
  done: (value: ReturnType<SidebarServer[K]>) => void,
  area: Area,
  action = true,
) {
  const block = action ? 1 : 0;
  busy(block);
  google.script.run
    .withSuccessHandler((value) => {
      busy(-block);
      done(value as ReturnType<SidebarServer[K]>);
    })
    .withFailureHandler((error: Error) => {
      busy(-block);
      show(area, 'problems', [element('div', w.failed(error.message))]);
    })
    [server](...(args as unknown as never[]));
}

function show(area: Area, kind: 'busy' | 'ok' | 'problems', children: HTMLElement[]) {
  const box = $(area);
  box.replaceChildren(...children);
  box.className = kind;
}

function settingsText(): string {
  // hidden settings (another kind of results) keep their values: the saved settings lose nothing
  return Array.from(document.querySelectorAll<HTMLSelectElement | HTMLInputElement>('#settings select, #settings input'))
    .filter((s) => s.value.trim() !== '')
    .map((s) => `${s.name}=${s.value}`)
    .join('; ');
}

/** One field per setting, labelled in the organizer's words (sent by the server from the game's schema). */
function renderSettings(game: GameInfo, saved: string) {
  const chosen = new Map(
    saved
      .split(/[;,]/)
      .map((p) => p.split('=').map((x) => x.trim()))
      .filter((p) => p.length === 2)
      .map(([k, v]) => [k, v]),
  );
  const box = $('settings');
  box.replaceChildren();
  for (const setting of game.settings) {
    const group = element('div', '', 'setting');
    group.dataset.mode = setting.mode ?? '';
    const label = element('label', setting.label);
    label.setAttribute('for', `setting-${setting.key}`);
    let field: HTMLSelectElement | HTMLInputElement;
    if (setting.whole) {
      // a whole number typed in; blank is the default, whose words are the placeholder
      field = document.createElement('input');
      field.type = 'number';
      field.min = String(setting.whole.min);
      field.max = String(setting.whole.max);
      field.step = '1';
      field.placeholder = setting.describe[setting.default]?.name ?? setting.default;
      field.dataset.default = setting.default;
      const saved = chosen.get(setting.key) ?? '';
      field.value = saved === setting.default ? '' : saved;
      group.append(label, field);
      if (setting.key === 'rounds') group.append(element('div', w.plannedRoundsHint, 'hint'));
    } else if (setting.chain) {
      // a chain is typed: ids joined by ">", the default shown as the placeholder
      field = document.createElement('input');
      field.placeholder = setting.default;
      field.value = chosen.get(setting.key) ?? '';
      group.append(label, field, element('div', w.steps(setting.values.join(', ')), 'hint'));
    } else {
      const select = document.createElement('select');
      setting.values.forEach((v) => {
        // the words first, the id beside them, so an organizer can match a formula's settings
        const name = setting.describe[v]?.name;
        const tags = [name ? v : '', v === setting.default ? w.default : ''].filter(Boolean).join(', ');
        select.append(new Option(tags ? `${name || v} (${tags})` : v, v));
      });
      // a saved choice, else the default (the first value, or for the language the spreadsheet's)
      setValue(select, chosen.get(setting.key) || setting.default);
      field = select;
      group.append(label, field);
      if (Object.values(setting.describe).some((d) => d.line)) {
        // the chosen value's line in full under the list, where a drop-down would cut it off
        const line = element('div', '', 'hint');
        line.id = `line-${setting.key}`;
        const say = () => {
          line.textContent = setting.describe[select.value]?.line ?? '';
        };
        select.addEventListener('change', say);
        say();
        group.append(line);
      }
    }
    field.id = `setting-${setting.key}`;
    field.name = setting.key;
    const fills = setting.fills;
    if (fills) {
      field.addEventListener('change', () => fillSettings(fills[field.value] ?? {}, setting.key));
      const changed = element('div', '', 'hint changed');
      changed.id = `changed-${setting.key}`;
      group.append(changed);
    }
    box.append(group);
  }
  // after any edit (a Format's own fill included: its listener runs first), what differs from the chosen format
  box.onchange = () => markChanged(game);
  box.oninput = () => markChanged(game);
  markChanged(game);
  showModeSettings();
}

/**
 * Under a Format list, the settings the organizer changed from the format's values, in their words: the standings
 * follow the settings shown, and the organizer should not be told they run a format they have changed.
 */
function markChanged(game: GameInfo) {
  const shown = (key: string) => {
    const field = settingField(key);
    // a blank chain is its default, shown as the placeholder; a blank number field is its setting's default
    return field instanceof HTMLInputElement ? field.value.trim() || field.dataset.default || field.placeholder : field?.value;
  };
  for (const format of game.settings) {
    const note = document.getElementById(`changed-${format.key}`);
    if (!format.fills || !note) continue;
    const values = format.fills[shown(format.key) ?? ''] ?? {};
    const changed = game.settings.filter((s) => s.key in values && s.key !== format.key && shown(s.key) !== values[s.key]);
    note.textContent = changed.length ? w.changed(changed.map((s) => s.label).join('; ')) : '';
  }
}

/** Only the settings the chosen results use (a duel tournament has no 3-player tables); the others keep their values. */
function showModeSettings() {
  const mode = info?.ok ? info.mode : undefined;
  for (const group of Array.from(document.querySelectorAll<HTMLElement>('#settings .setting')))
    group.hidden = Boolean(group.dataset.mode && mode && group.dataset.mode !== mode);
}

/** The field of a setting, by its key. */
function settingField(key: string): HTMLSelectElement | HTMLInputElement | null {
  return document.getElementById(`setting-${key}`) as HTMLSelectElement | HTMLInputElement | null;
}

/** A Format choice fills the settings below it with the format's values; they stay editable. */
function fillSettings(values: Record<string, string>, except: string) {
  for (const [key, value] of Object.entries(values)) {
    const field = settingField(key);
    if (field && key !== except) setValue(field, value);
  }
}

/** A value a list does not offer (a format's `points=100-50-20-10`, a saved `count=best-7`) is added to it, not lost. */
function setValue(field: HTMLSelectElement | HTMLInputElement, value: string) {
  if (field instanceof HTMLSelectElement && !Array.from(field.options).some((o) => o.value === value)) field.add(new Option(value, value));
  field.value = value;
}

/** The results sheets for the game, and the roster list: the one chosen before stays chosen if it is still there. */
function renderSheets(gameId: string, preferred?: string) {
  const select = $<HTMLSelectElement>('sheet');
  const before = preferred ?? select.value;
  select.replaceChildren(...state.sheets.map((s) => new Option(s.name, s.name)));
  const match = state.sheets.find((s) => s.name === before) ?? state.sheets.find((s) => s.games.includes(gameId));
  if (match) select.value = match.name;
  const roster = $<HTMLSelectElement>('roster');
  const rosterBefore = roster.value;
  roster.replaceChildren(new Option(w.noRoster, ''), ...state.sheets.map((x) => new Option(x.name, x.name)));
  if (state.sheets.some((s) => s.name === rosterBefore)) roster.value = rosterBefore;
}

function onGameChange() {
  const game = state.games.find((g) => g.id === $<HTMLSelectElement>('game').value) as GameInfo;
  const saved = state.saved?.game === game.id ? state.saved : null;
  renderSheets(game.id, saved?.sheet);
  if (saved?.roster && state.sheets.some((s) => s.name === saved.roster)) $<HTMLSelectElement>('roster').value = saved.roster;
  renderSettings(game, saved?.settings ?? '');
  loadInfo();
}

/** The words for a round the sidebar offers: `Round 5`, `Quarter-finals (QF)`. */
const roundWords = (round: string | number) => (w.stages as Record<string, string>)[round] ?? w.roundOf(String(round));

/** Asks the server what the chosen results sheet is: the rounds to offer, the kind of results. */
function loadInfo() {
  const request = { game: $<HTMLSelectElement>('game').value, sheet: $<HTMLSelectElement>('sheet').value, settings: settingsText(), token };
  call(
    'resultsInfo',
    [request],
    (answer) => {
      info = answer;
      const round = $<HTMLSelectElement>('round');
      const rounds = answer.ok ? answer.rounds : [];
      round.replaceChildren(...rounds.map((r) => new Option(roundWords(r), r)));
      if (!rounds.length) round.append(new Option(answer.ok ? (answer.notSeated ?? w.finalUnderWay) : w.pickSheet, ''));
      // why nothing is offered, in full: an option's text is cut at the field's width
      $('not-seated').textContent = answer.ok ? (answer.notSeated ?? '') : '';
      showModeSettings();
    },
    'seating',
    false,
  );
}

function build() {
  const started = Date.now();
  show('status', 'busy', [element('div', w.building)]);
  const request = {
    game: $<HTMLSelectElement>('game').value,
    sheet: $<HTMLSelectElement>('sheet').value,
    settings: settingsText(),
    // Carcassonne's standings list the roster's players with no match yet (SPEC §17.3); other games ignore it
    roster: $<HTMLSelectElement>('roster').value,
    token,
  };
  call(
    'buildStandings',
    [request],
    (outcome: BuildOutcome) => {
      if (outcome.ok) {
        show('status', 'ok', [
          element('div', w.done(outcome.sheet)),
          element('div', w.built(outcome.players, outcome.games, (Date.now() - started) / 1000)),
          ...warningList(outcome.warnings, []),
        ]);
        return;
      }
      const title = outcome.busy ? w.busy : w.notChanged(outcome.problems.length);
      show('status', 'problems', [element('div', title), problemList(outcome.problems, 'status')]);
    },
    'status',
  );
}

/** Export for circuit: the chosen results as rows for a circuit, in Podium's export sheet; the outcome where Build's is told. */
function exportRows() {
  show('status', 'busy', [element('div', w.exporting)]);
  const request = { game: $<HTMLSelectElement>('game').value, sheet: $<HTMLSelectElement>('sheet').value, settings: settingsText(), token };
  call(
    'exportCircuit',
    [request],
    (outcome) => {
      if (outcome.ok) {
        show('status', 'ok', [
          element('div', w.done(outcome.sheet)),
          element('div', w.exported(outcome.rows, outcome.event, outcome.date)),
          ...warningList(outcome.warnings, []),
        ]);
        return;
      }
      show('status', 'problems', [element('div', outcome.busy ? w.busy : w.nothingWritten), problemList(outcome.problems, 'status')]);
    },
    'status',
  );
}

/** Every problem, each with its cell as a link that selects that cell in the sheet. */
function problemList(problems: SheetProblem[], area: Area): HTMLElement {
  const list = element('ul');
  for (const p of problems) {
    const item = element('li');
    if (p.cell) {
      const cell = p.cell;
      const link = element('a', cell, 'cell') as HTMLAnchorElement;
      link.href = '#';
      link.title = w.selectCell;
      link.addEventListener('click', (e) => {
        e.preventDefault();
        call('selectCell', [cell, token], () => undefined, area);
      });
      item.append(link, document.createTextNode(': '));
    }
    item.append(document.createTextNode(p.message));
    list.append(item);
  }
  return list;
}

/**
 * Warnings grouped by kind: one line per kind with its count, the warnings themselves under it when opened. A kind is
 * the warning with its names (those of `names`) and numbers taken out.
 */
function warningList(warnings: string[], names: string[]): HTMLElement[] {
  const known = [...new Set(names)].filter((n) => n.length > 1).sort((a, b) => b.length - a.length);
  const kindOf = (w: string) => known.reduce((k, n) => k.split(n).join('…'), w).replace(/\d+(st|nd|rd|th)?/g, '#');
  const kinds = new Map<string, string[]>();
  for (const w of warnings) kinds.set(kindOf(w), [...(kinds.get(kindOf(w)) ?? []), w]);
  return [...kinds.values()].map((list) => {
    if (list.length === 1) return element('div', w.warning(list[0]), 'warning');
    const details = element('details', '', 'warning');
    details.append(element('summary', w.warningsLike(list.length, list[0])), ...list.map((w) => element('div', w, 'hint')));
    return details;
  });
}

/** Preview or Write of the round chosen: the tables as a table, then every compromise. Write carries that round. */
/** A preview cell as the sheet will show it: a checkbox's tick rather than true or false. */
function shownCell(cell: unknown): string {
  return cell === true ? '✓' : cell === false ? '' : String(cell);
}

function seat(server: 'previewSeating' | 'writeSeating') {
  show('seating', 'busy', [element('div', server === 'writeSeating' ? w.writing : w.seating)]);
  const request = {
    game: $<HTMLSelectElement>('game').value,
    sheet: $<HTMLSelectElement>('sheet').value,
    roster: $<HTMLSelectElement>('roster').value,
    round: $<HTMLSelectElement>('round').value,
    seed: $<HTMLInputElement>('seed').value.trim(),
    settings: settingsText(),
    token,
  };
  call(
    server,
    [request],
    (outcome: SeatingOutcome) => {
      if (!outcome.ok) {
        show('seating', 'problems', [element('div', outcome.busy ? w.busy : w.nothingWritten), problemList(outcome.problems, 'seating')]);
        return;
      }
      const table = element('table');
      for (const [i, row] of [outcome.header, ...outcome.rows].entries()) {
        const tr = element('tr');
        for (const cell of row) tr.append(element(i === 0 ? 'th' : 'td', shownCell(cell)));
        table.append(tr);
      }
      const round = roundWords(outcome.round);
      const done = outcome.written ? w.written(round, outcome.written.rows, outcome.written.sheet) : w.notYetWritten(round);
      const player = outcome.player;
      show('seating', 'ok', [
        element('div', done),
        ...warningList(
          outcome.warnings,
          outcome.rows.map((r) => String(r[player])),
        ),
        table,
      ]);
      if (outcome.written) loadInfo();
    },
    'seating',
  );
}

/** Creates a sheet (a results sheet, a log, a roster of the chosen results' players), then lists the sheets anew. */
function create(id: string) {
  show('created', 'busy', [element('div', w.creating)]);
  call(
    'createTournament',
    [id, $<HTMLSelectElement>('sheet').value, token],
    (name) => {
      show('created', 'ok', [element('div', w.created(name))]);
      call(
        'getSidebarState',
        [{ token }],
        (s) => {
          state = s;
          renderSheets($<HTMLSelectElement>('game').value);
        },
        'created',
        false,
      );
    },
    'created',
  );
}

/** The live page's address, with its QR code and the big screen's and the print view's links; or how to deploy it. */
function showAddress(url: string | null) {
  const box = $('live-address');
  if (!url) {
    box.replaceChildren(element('div', w.deployFirst));
    return;
  }
  const link = (text: string, href: string) => {
    const a = element('a', text) as HTMLAnchorElement;
    a.href = href;
    a.target = '_blank';
    a.rel = 'noopener';
    return a;
  };
  box.replaceChildren(
    element('div', w.liveAddress),
    qrCanvas(url, 160),
    link(url, url),
    link(w.liveScreen, `${url}?view=screen`),
    link(w.livePrint, `${url}?view=print`),
  );
}

/** Publish on or off, the title and the names: saved as soon as one changes. */
function saveLive() {
  const publish = $<HTMLInputElement>('live-publish').checked;
  const request = {
    publish,
    title: $<HTMLInputElement>('live-title').value,
    names: $<HTMLSelectElement>('live-names').value as 'as-written' | 'initial',
    token,
  };
  call(
    'liveSettings',
    [request],
    (outcome) => {
      if (!outcome.ok) return show('live', 'problems', [problemList(outcome.problems, 'live')]);
      showAddress(outcome.url);
      show('live', 'ok', [element('div', w.liveSaved(publish)), ...warningList(outcome.warnings, [])]);
    },
    'live',
  );
}

function publishNow() {
  show('live', 'busy', [element('div', w.publishing)]);
  call(
    'publishNow',
    [{ token }],
    (outcome) => {
      if (!outcome.ok) return show('live', 'problems', [problemList(outcome.problems, 'live')]);
      show('live', outcome.warnings.length ? 'problems' : 'ok', [
        element('div', w.published(outcome.published)),
        ...warningList(outcome.warnings, []),
      ]);
    },
    'live',
  );
}

function startLive(s: SidebarState) {
  const names = $<HTMLSelectElement>('live-names');
  names.replaceChildren(new Option(w.namesAsWritten, 'as-written'), new Option(w.namesInitial, 'initial'));
  names.value = s.live.names;
  $<HTMLInputElement>('live-publish').checked = s.live.publish;
  const title = $<HTMLInputElement>('live-title');
  title.value = s.live.title;
  title.placeholder = w.titlePlaceholder;
  for (const id of ['live-publish', 'live-title', 'live-names']) $(id).addEventListener('change', saveLive);
  $('publish-now').addEventListener('click', publishNow);
  showAddress(s.live.url);
}

function start(s: SidebarState) {
  state = s;
  w = SIDEBAR_WORDS[s.lang];
  // the page's own words, in the organizer's language
  document.documentElement.lang = s.lang;
  for (const e of Array.from(document.querySelectorAll<HTMLElement>('[data-word]')))
    e.textContent = w.page[e.dataset.word as keyof SidebarWords['page']];
  $<HTMLInputElement>('seed').placeholder = w.page.seedPlaceholder;
  const game = $<HTMLSelectElement>('game');
  game.replaceChildren(...s.games.map((g) => new Option(g.title, g.id)));
  const guessed = s.saved?.game ?? s.sheets.find((x) => x.games.length)?.games[0];
  if (guessed) game.value = guessed;
  game.addEventListener('change', onGameChange);
  $('sheet').addEventListener('change', loadInfo);
  // the rounds offered follow the settings too (finals=top4 seats the final at once)
  $('settings').addEventListener('change', loadInfo);
  $('build').addEventListener('click', build);
  $('export').addEventListener('click', exportRows);
  $('preview').addEventListener('click', () => seat('previewSeating'));
  $('write').addEventListener('click', () => seat('writeSeating'));
  $('new').replaceChildren(
    ...s.newSheets.map((g) => {
      const b = element('button', g.title, 'secondary');
      b.addEventListener('click', () => create(g.id));
      return b;
    }),
  );
  startLive(s);
  onGameChange();
  busy(0);
}

call('getSidebarState', [{ token }], start, 'status');

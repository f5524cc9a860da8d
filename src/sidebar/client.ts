import type { BuildOutcome, GameInfo, SeatingOutcome, SheetProblem, SidebarServer, SidebarState } from '../appsscript/contract';

// The sidebar's client: every value from the server reaches the page as text (textContent), never as HTML.

/** google.script.run as the client sees it: handlers, then any server function by name. */
interface Runner {
  withSuccessHandler(f: (value: unknown) => void): Runner;
  withFailureHandler(f: (error: Error) => void): Runner;
  [server: string]: (...args: never[]) => unknown;
}
declare const google: { script: { run: Runner } };

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
let state: SidebarState;

function element(tag: string, text = '', className = ''): HTMLElement {
  const e = document.createElement(tag);
  e.textContent = text;
  if (className) e.className = className;
  return e;
}

/** Calls a server function of the contract: its name, argument and answer are checked against SidebarServer. */
function call<K extends keyof SidebarServer>(
  server: K,
  args: Parameters<SidebarServer[K]>,
  done: (value: ReturnType<SidebarServer[K]>) => void,
) {
  google.script.run
    .withSuccessHandler((value) => done(value as ReturnType<SidebarServer[K]>))
    .withFailureHandler((error: Error) => show('problems', [element('div', `Something went wrong: ${error.message}`)]))
    [server](...(args as never[]));
}

function show(kind: 'busy' | 'ok' | 'problems', children: HTMLElement[]) {
  const status = $('status');
  status.replaceChildren(...children);
  status.className = kind;
  ($('build') as HTMLButtonElement).disabled = kind === 'busy';
}

function settingsText(): string {
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
    const label = element('label', setting.label);
    label.setAttribute('for', `setting-${setting.key}`);
    let field: HTMLSelectElement | HTMLInputElement;
    if (setting.chain) {
      // a chain is typed: ids joined by ">", the default shown as the placeholder
      field = document.createElement('input');
      field.placeholder = setting.default;
      field.value = chosen.get(setting.key) ?? '';
      box.append(label, field, element('div', `Steps: ${setting.values.join(', ')}, joined by >`, 'hint'));
    } else {
      const select = document.createElement('select');
      setting.values.forEach((v) => {
        // the name first, the id beside it, so an organizer can match a formula's settings
        const tags = [setting.describe[v] ? v : '', v === setting.default ? 'default' : ''].filter(Boolean).join(', ');
        const words = setting.describe[v]?.name ?? v;
        select.append(new Option(tags ? `${words} (${tags})` : words, v));
      });
      const saved = chosen.get(setting.key);
      if (saved) setValue(select, saved);
      field = select;
      box.append(label, field);
      if (Object.keys(setting.describe).length) {
        // the chosen value's line in full under the list, where a drop-down would cut it off
        const line = element('div', '', 'hint');
        line.id = `line-${setting.key}`;
        const show = () => {
          line.textContent = setting.describe[select.value]?.line ?? '';
        };
        select.addEventListener('change', show);
        show();
        box.append(line);
      }
    }
    field.id = `setting-${setting.key}`;
    field.name = setting.key;
    const fills = setting.fills;
    if (fills) field.addEventListener('change', () => fillSettings(fills[field.value] ?? {}, setting.key));
  }
}

/** A Format choice fills the settings below it with the format's values; they stay editable. */
function fillSettings(values: Record<string, string>, except: string) {
  for (const [key, value] of Object.entries(values)) {
    const field = document.getElementById(`setting-${key}`) as HTMLSelectElement | HTMLInputElement | null;
    if (field && key !== except) setValue(field, value);
  }
}

/** A value a list does not offer (a format's `points=100-50-20-10`, a saved `count=best-7`) is added to it, not lost. */
function setValue(field: HTMLSelectElement | HTMLInputElement, value: string) {
  if (field instanceof HTMLSelectElement && !Array.from(field.options).some((o) => o.value === value)) field.add(new Option(value, value));
  field.value = value;
}

function renderSheets(gameId: string, preferred?: string) {
  const select = $<HTMLSelectElement>('sheet');
  select.replaceChildren(...state.sheets.map((s) => new Option(s.name, s.name)));
  const match = state.sheets.find((s) => s.name === preferred) ?? state.sheets.find((s) => s.games.includes(gameId));
  if (match) select.value = match.name;
}

function onGameChange() {
  const game = state.games.find((g) => g.id === $<HTMLSelectElement>('game').value) as GameInfo;
  const saved = state.saved?.game === game.id ? state.saved : null;
  renderSheets(game.id, saved?.sheet);
  renderSettings(game, saved?.settings ?? '');
}

function build() {
  const started = Date.now();
  show('busy', [element('div', 'Building the standings…')]);
  const request = { game: $<HTMLSelectElement>('game').value, sheet: $<HTMLSelectElement>('sheet').value, settings: settingsText() };
  call('buildStandings', [request], (outcome: BuildOutcome) => {
    if (outcome.ok) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      show('ok', [
        element('div', `Done: ${outcome.sheet}`),
        element('div', `${outcome.players} players, ${outcome.games} games, ${seconds} s.`),
        ...outcome.warnings.map((w) => element('div', `Warning: ${w}`)),
      ]);
      return;
    }
    const list = problemList(outcome.problems);
    const title = outcome.busy
      ? 'Busy'
      : `${outcome.problems.length} problem${outcome.problems.length === 1 ? '' : 's'} found; the standings were not changed.`;
    show('problems', [element('div', title), list]);
  });
}

/** Every problem, each with its cell. */
function problemList(problems: SheetProblem[]): HTMLElement {
  const list = element('ul');
  for (const p of problems) {
    const item = element('li');
    if (p.cell) item.append(element('span', p.cell, 'cell'), document.createTextNode(': '));
    item.append(document.createTextNode(p.message));
    list.append(item);
  }
  return list;
}

/** Preview or Write of the next round: the tables as a table, then every compromise. */
function seat(server: 'previewSeating' | 'writeSeating') {
  const box = $('seating');
  box.className = 'busy';
  box.replaceChildren(element('div', server === 'writeSeating' ? 'Writing the round…' : 'Seating the round…'));
  const request = {
    game: $<HTMLSelectElement>('game').value,
    sheet: $<HTMLSelectElement>('sheet').value,
    roster: $<HTMLSelectElement>('roster').value,
    round: $<HTMLInputElement>('round').value.trim(),
    seed: $<HTMLInputElement>('seed').value.trim(),
    settings: settingsText(),
  };
  call(server, [request], (outcome: SeatingOutcome) => {
    if (!outcome.ok) {
      box.className = 'problems';
      box.replaceChildren(element('div', outcome.busy ? 'Busy' : 'Nothing was written:'), problemList(outcome.problems));
      return;
    }
    const table = element('table');
    for (const [i, row] of [outcome.header, ...outcome.rows].entries()) {
      const tr = element('tr');
      for (const cell of row) tr.append(element(i === 0 ? 'th' : 'td', String(cell)));
      table.append(tr);
    }
    const done = outcome.written
      ? `Round ${outcome.round} written: ${outcome.written.rows} rows added to the results, and the sheet ${outcome.written.sheet}.`
      : `Round ${outcome.round}, not yet written:`;
    box.className = 'ok';
    box.replaceChildren(element('div', done), ...outcome.warnings.map((w) => element('div', `Warning: ${w}`, 'problems')), table);
  });
}

function start(s: SidebarState) {
  state = s;
  const game = $<HTMLSelectElement>('game');
  game.replaceChildren(...s.games.map((g) => new Option(g.title, g.id)));
  const guessed = s.saved?.game ?? s.sheets.find((x) => x.games.length)?.games[0];
  if (guessed) game.value = guessed;
  game.addEventListener('change', onGameChange);
  onGameChange();
  const button = $<HTMLButtonElement>('build');
  button.disabled = false;
  button.addEventListener('click', build);
  $<HTMLSelectElement>('roster').replaceChildren(
    new Option('(none: everyone in the results)', ''),
    ...s.sheets.map((x) => new Option(x.name, x.name)),
  );
  for (const [id, server] of [
    ['preview', 'previewSeating'],
    ['write', 'writeSeating'],
  ] as const) {
    const b = $<HTMLButtonElement>(id);
    b.disabled = false;
    b.addEventListener('click', () => seat(server));
  }
  $('new').replaceChildren(
    ...s.newSheets.map((g) => {
      const b = element('button', g.title, 'secondary');
      b.addEventListener('click', () =>
        call('createTournament', [g.id], (name) => show('ok', [element('div', `Created the sheet ${name}.`)])),
      );
      return b;
    }),
  );
}

call('getSidebarState', [], start);

// The sidebar's client: every value from the server reaches the page as text (textContent), never as HTML.

interface GameInfo {
  id: string;
  title: string;
  settings: Record<string, string[]>;
}
interface State {
  games: GameInfo[];
  sheets: { name: string; game: string | null }[];
  saved: { game: string; sheet: string; settings: string } | null;
  newSheets: { id: string; title: string }[];
}
type Outcome =
  | { ok: true; sheet: string; players: number; games: number; milliseconds: number; warnings: string[] }
  | { ok: false; busy?: boolean; problems: { cell?: string; message: string }[] };

interface Runner {
  withSuccessHandler(f: (value: never) => void): Runner;
  withFailureHandler(f: (error: Error) => void): Runner;
  [server: string]: (...args: never[]) => unknown;
}
declare const google: { script: { run: Runner } };

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
let state: State;

function element(tag: string, text = '', className = ''): HTMLElement {
  const e = document.createElement(tag);
  e.textContent = text;
  if (className) e.className = className;
  return e;
}

function call<T>(server: string, arg: unknown, done: (value: T) => void) {
  google.script.run
    .withSuccessHandler(done as (value: never) => void)
    .withFailureHandler((error: Error) => show('problems', [element('div', `Something went wrong: ${error.message}`)]))
    [server](arg as never);
}

function show(kind: 'busy' | 'ok' | 'problems', children: HTMLElement[]) {
  const status = $('status');
  status.replaceChildren(...children);
  status.className = kind;
  ($('build') as HTMLButtonElement).disabled = kind === 'busy';
}

function settingsText(): string {
  return Array.from(document.querySelectorAll<HTMLSelectElement>('#settings select'))
    .map((s) => `${s.name}=${s.value}`)
    .join('; ');
}

/** The settings in the organizer's words; a key not listed here shows as itself. */
const SETTING_LABELS: Record<string, string> = {
  three: 'Round points at three-player tables',
  share: 'VP % measured as',
  survival: 'Years of survival for an elimination',
  system: 'Scoring system',
};

function renderSettings(game: GameInfo, saved: string) {
  const chosen = Object.fromEntries(saved.split(/[;,]/).map((p) => p.split('=').map((x) => x.trim())).filter((p) => p.length === 2));
  const box = $('settings');
  box.replaceChildren();
  for (const [key, values] of Object.entries(game.settings)) {
    const label = element('label', SETTING_LABELS[key] ?? key);
    label.setAttribute('for', `setting-${key}`);
    const select = document.createElement('select');
    select.id = `setting-${key}`;
    select.name = key;
    values.forEach((v, i) => select.append(new Option(i === 0 ? `${v} (default)` : v, v)));
    if (values.includes(chosen[key])) select.value = chosen[key];
    box.append(label, select);
  }
}

function renderSheets(gameId: string, preferred?: string) {
  const select = $<HTMLSelectElement>('sheet');
  select.replaceChildren(...state.sheets.map((s) => new Option(s.name, s.name)));
  const match = state.sheets.find((s) => s.name === preferred) ?? state.sheets.find((s) => s.game === gameId);
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
  call<Outcome>('buildStandings', request, (outcome) => {
    if (outcome.ok) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      show('ok', [
        element('div', `Done: ${outcome.sheet}`),
        element('div', `${outcome.players} players, ${outcome.games} games, ${seconds} s.`),
        ...outcome.warnings.map((w) => element('div', `Warning: ${w}`)),
      ]);
      return;
    }
    const list = element('ul');
    for (const p of outcome.problems) {
      const item = element('li');
      if (p.cell) item.append(element('span', p.cell, 'cell'), document.createTextNode(': '));
      item.append(document.createTextNode(p.message));
      list.append(item);
    }
    const title = outcome.busy ? 'Busy' : `${outcome.problems.length} problem${outcome.problems.length === 1 ? '' : 's'} found; the standings were not changed.`;
    show('problems', [element('div', title), list]);
  });
}

function start(s: State) {
  state = s;
  const game = $<HTMLSelectElement>('game');
  game.replaceChildren(...s.games.map((g) => new Option(g.title, g.id)));
  const guessed = s.saved?.game ?? s.sheets.find((x) => x.game)?.game;
  if (guessed) game.value = guessed;
  game.addEventListener('change', onGameChange);
  onGameChange();
  const button = $<HTMLButtonElement>('build');
  button.disabled = false;
  button.addEventListener('click', build);
  $('new').replaceChildren(
    ...s.newSheets.map((g) => {
      const b = element('button', g.title, 'secondary');
      b.addEventListener('click', () => call<string>('createTournament', g.id, (name) => show('ok', [element('div', `Created the sheet ${name}.`)])));
      return b;
    }),
  );
}

call<State>('getSidebarState', undefined, start);

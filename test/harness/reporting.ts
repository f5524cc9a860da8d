import { createHmac } from 'node:crypto';
import { type Bundle, loadBundle, webAppOf } from './appsScript';
import { FakeSpreadsheet } from './fakeSpreadsheet';

/** A Catan event with round `rounds` written and unscored, published, Reporting on: the organizer, a phone, the PINs. */
export function reportingEvent(
  rows: unknown[][],
  options: { confirm?: 'two' | 'all' | 'desk'; names?: 'as-written' | 'initial'; settings?: string; game?: string } = {},
) {
  const spreadsheet = new FakeSpreadsheet();
  spreadsheet.addSheet('Results', rows);
  const organizer = loadBundle({ spreadsheet, url: 'https://example.test/exec' });
  organizer.call('liveSettings', { publish: true, title: 'Open', names: options.names ?? 'as-written' });
  const built = organizer.call('buildStandings', { game: options.game ?? 'catan', sheet: 'Results', settings: options.settings ?? '' });
  const on = organizer.call('reportSettings', { on: true, confirm: options.confirm ?? 'two', auto: false });
  // plain checks, not jest's: the benchmark sets its events up here too
  for (const outcome of [built, on])
    if (!(outcome as { ok?: boolean }).ok) throw new Error(`the event could not be set up: ${JSON.stringify(outcome).slice(0, 500)}`);
  const t = String(spreadsheet.getSheetByName('Results')!.getSheetId());
  const phone = webAppOf(organizer);
  return { spreadsheet, organizer, phone, t, pin: (player: string) => pinFor(organizer, t, player) };
}

/** A player's PIN as the PIN sheet prints it: Node's own HMAC-SHA256 over the key Podium keeps (SPEC §15.3). */
export function pinFor(organizer: Bundle, t: string, player: string): string {
  const secrets = JSON.parse(organizer.scriptProperties.values.get('podium.report.key') ?? '{}');
  const secret = secrets[t] as { k: string; v: Record<string, number> };
  const folded = player
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
  const mac = createHmac('sha256', Buffer.from(secret.k, 'utf8'))
    .update(Buffer.from(`${t}|${secret.v[folded] ?? 0}|${folded}`, 'utf8'))
    .digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

let nonces = 0;
export const nonce = () => `nonce-${String(++nonces).padStart(6, '0')}`;

/**
 * The results with one more round written and unscored: the last round's tables again (its players where they sat),
 * every score field blank, as Seat next round writes them.
 */
export function withRoundWritten(rows: unknown[][], blank: readonly string[]): unknown[][] {
  const [header, ...body] = rows;
  const last = Math.max(...body.map((r) => Number(r[0])));
  const blanks = blank.map((h) => header.indexOf(h)).filter((i) => i >= 0);
  const next = body
    .filter((r) => Number(r[0]) === last)
    .map((r) => r.map((v, i) => (i === 0 ? last + 1 : blanks.includes(i) ? (typeof v === 'boolean' ? false : '') : v)));
  return [header, ...body, ...next];
}

/** A hand-made Catan event: round 1 scored, round 2 written at two tables of four and unscored. */
export const CATAN_ROUND_2: unknown[][] = [
  ['Round', 'Table', 'Player', 'VP', 'Declared'],
  [1, 1, 'Franca Verdi', 10, false],
  [1, 1, 'Luca Bianchi', 8, false],
  [1, 1, 'Marta Rossi', 7, false],
  [1, 1, 'Nino Neri', 5, false],
  [1, 2, 'Olga Gialli', 10, false],
  [1, 2, 'Pietro Blu', 9, false],
  [1, 2, 'Rita Viola', 6, false],
  [1, 2, 'Sara Rosa', 4, false],
  [2, 1, 'Franca Verdi', '', false],
  [2, 1, 'Olga Gialli', '', false],
  [2, 1, 'Marta Rossi', '', false],
  [2, 1, 'Sara Rosa', '', false],
  [2, 2, 'Luca Bianchi', '', false],
  [2, 2, 'Pietro Blu', '', false],
  [2, 2, 'Rita Viola', '', false],
  [2, 2, 'Nino Neri', '', false],
];

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
  expect(built).toMatchObject({ ok: true });
  expect(organizer.call('reportSettings', { on: true, confirm: options.confirm ?? 'two', auto: false })).toMatchObject({ ok: true });
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

import type { FakeSpreadsheet } from './fakeSpreadsheet';

/** A document under test: the fake spreadsheet, and everything a write could change, as one string. */
interface Document {
  spreadsheet: FakeSpreadsheet;
  state(): string;
}
type Outcome = { ok: boolean; problems?: { message: string }[] };

/** Runs `act` once cleanly to count its calls, then again failing at each call: the document is as it was or complete. */
export function atEveryCall<T extends Document>(make: () => T, act: (t: T) => Outcome | string) {
  const clean = make();
  const before = clean.state();
  const start = clean.spreadsheet.log.count;
  act(clean);
  const complete = clean.state();
  const calls = clean.spreadsheet.log.count - start;
  expect(complete).not.toBe(before);
  const seen = { asItWas: 0, complete: 0 };
  for (let k = 1; k <= calls; k++) {
    const t = make();
    t.spreadsheet.log.failAt = t.spreadsheet.log.count + k;
    let outcome: Outcome | string;
    try {
      outcome = act(t);
    } catch (e) {
      outcome = { ok: false, problems: [{ message: (e as Error).message }] };
    }
    const after = t.state();
    if (after === before) {
      seen.asItWas++;
      // the organizer is told that nothing changed
      expect(typeof outcome === 'string' ? outcome : outcome.problems?.[0].message).toMatch(/nothing was changed|as it was|busy/);
    } else {
      expect(after).toBe(complete);
      seen.complete++;
    }
  }
  return { calls, ...seen };
}

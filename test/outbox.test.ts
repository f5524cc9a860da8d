import fc from 'fast-check';
import { type Answer, BACKOFF_S, Outbox, type Store } from '../src/live/outbox';

// A phone's reports not yet acknowledged (SPEC §15.7; research/reporting.md §1.6): "the page retries busy and
// unavailable with back-off, keeps a report not yet acknowledged (and says "not sent yet") until the server answers,
// and sends it once". A report keeps one nonce for its life, so the server (which answers a nonce it has seen with
// the same answer and changes nothing, SPEC §15.5) stores it once, whatever the network did to each try.

interface Sent {
  nonce: string;
  values: number;
}

/** The page's storage, as text (localStorage holds strings). */
function memoryStore(): Store & { text: string | null } {
  const store = {
    text: null as string | null,
    read: () => store.text,
    write: (t: string | null) => {
      store.text = t;
    },
  };
  return store;
}

/**
 * A server that keeps what it stored by nonce, and a network whose next tries go as `plan` says: `down` (the call never
 * reaches the server), `lost` (it reaches the server, the answer is lost), `busy`, or through.
 */
function world(plan: ('down' | 'lost' | 'busy' | 'up')[] = []) {
  const stored = new Map<string, Sent>();
  const tries: string[] = [];
  const told: (Answer | null)[] = [];
  const send = (request: Sent, answered: (a: Answer | null) => void) => {
    tries.push(request.nonce);
    const next = plan.shift() ?? 'up';
    if (next === 'busy') setTimeout(() => answered({ ok: false, code: 'busy', message: 'busy' }), 10);
    else if (next === 'down') setTimeout(() => answered(null), 10);
    else {
      if (!stored.has(request.nonce)) stored.set(request.nonce, request);
      setTimeout(() => answered(next === 'lost' ? null : { ok: true }), 10);
    }
  };
  return { stored, tries, told, send, changed: (_key: string, a: Answer | null) => told.push(a) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a report sent while the network is down', () => {
  it('is kept in the page storage, retried after 2, 4, 8, 16, 30 and 30 s, and arrives once when the network returns', () => {
    const store = memoryStore();
    const w = world(['down', 'down', 'down', 'down', 'down', 'down']);
    const box = new Outbox<Sent>(store, w.send, w.changed);
    box.put('t|4|3|Franca', { nonce: 'n-1', values: 10 });
    expect(JSON.parse(store.text as string)).toEqual([{ key: 't|4|3|Franca', request: { nonce: 'n-1', values: 10 }, tries: 1 }]);
    jest.advanceTimersByTime(10);
    expect(box.pending('t|4|3|Franca')).toBeDefined();
    expect(w.told).toEqual([null]);
    // each wait, measured from the failed answer: one try at its end and none before
    for (const [k, wait] of [...BACKOFF_S, 30].entries()) {
      jest.advanceTimersByTime(wait * 1000 - 1);
      expect(w.tries).toHaveLength(k + 1);
      jest.advanceTimersByTime(1 + 10);
      expect(w.tries).toHaveLength(k + 2);
    }
    expect(BACKOFF_S).toEqual([2, 4, 8, 16, 30]);
    expect(w.stored.size).toBe(1);
    expect(new Set(w.tries)).toEqual(new Set(['n-1']));
    expect(box.pending('t|4|3|Franca')).toBeUndefined();
    expect(store.text).toBeNull();
    expect(w.told[w.told.length - 1]).toEqual({ ok: true });
  });

  it('is sent at once when the network comes back (flush), not at the end of its wait, and only once if flushed twice', () => {
    const w = world(['down']);
    const box = new Outbox<Sent>(memoryStore(), w.send, w.changed);
    box.put('k', { nonce: 'n-2', values: 7 });
    jest.advanceTimersByTime(10);
    box.flush();
    box.flush();
    jest.advanceTimersByTime(10);
    expect(w.tries).toEqual(['n-2', 'n-2']);
    jest.advanceTimersByTime(60_000);
    expect(w.tries).toEqual(['n-2', 'n-2']);
    expect(w.stored.size).toBe(1);
  });

  it('survives a reload: a new page with the same storage sends what the old one kept', () => {
    const store = memoryStore();
    const first = world(['down']);
    new Outbox<Sent>(store, first.send, first.changed).put('k', { nonce: 'n-3', values: 9 });
    jest.advanceTimersByTime(10);
    const second = world();
    const reloaded = new Outbox<Sent>(store, second.send, second.changed);
    expect(reloaded.pending('k')?.request).toEqual({ nonce: 'n-3', values: 9 });
    reloaded.flush();
    jest.advanceTimersByTime(10);
    expect([...second.stored.keys()]).toEqual(['n-3']);
    expect(store.text).toBeNull();
  });

  it('whose answer was lost after the server stored it is sent again with its nonce, and the server stores it once', () => {
    const w = world(['lost']);
    const box = new Outbox<Sent>(memoryStore(), w.send, w.changed);
    box.put('k', { nonce: 'n-4', values: 8 });
    jest.advanceTimersByTime(10 + 2000 + 10);
    expect(w.tries).toEqual(['n-4', 'n-4']);
    expect(w.stored.size).toBe(1);
    expect(box.pending('k')).toBeUndefined();
  });
});

describe('what the server says', () => {
  it('busy and unavailable are retried; a refusal (a wrong PIN, values a rule refuses) is told and the report dropped', () => {
    const w = world(['busy']);
    const box = new Outbox<Sent>(memoryStore(), w.send, w.changed);
    box.put('k', { nonce: 'n-5', values: 1 });
    jest.advanceTimersByTime(10 + 2000 + 10);
    expect(w.tries).toHaveLength(2);
    expect(box.pending('k')).toBeUndefined();

    const refused: (Answer | null)[] = [];
    const pinBox = new Outbox<Sent>(
      memoryStore(),
      (_r, answered) => answered({ ok: false, code: 'pin', message: 'Wrong PIN.' }),
      (_k, a) => refused.push(a),
    );
    pinBox.put('k', { nonce: 'n-6', values: 1 });
    jest.advanceTimersByTime(120_000);
    expect(refused).toEqual([{ ok: false, code: 'pin', message: 'Wrong PIN.' }]);
    expect(pinBox.pending('k')).toBeUndefined();
  });

  it('a newer report of the same player and table replaces one not yet sent: only the newer arrives', () => {
    const w = world(['down']);
    const box = new Outbox<Sent>(memoryStore(), w.send, w.changed);
    box.put('k', { nonce: 'old', values: 9 });
    jest.advanceTimersByTime(10);
    box.put('k', { nonce: 'new', values: 10 });
    jest.advanceTimersByTime(10);
    expect([...w.stored.keys()]).toEqual(['new']);
    jest.advanceTimersByTime(120_000);
    expect(w.tries).toEqual(['old', 'new']);
  });

  it('storage that cannot be read or holds junk is an empty outbox, never an exception', () => {
    for (const text of ['{', '"x"', '[null, 3, {"key": 1}]', '{"__proto__": {"x": 1}}']) {
      const store = memoryStore();
      store.text = text;
      expect(() =>
        new Outbox<Sent>(
          store,
          () => undefined,
          () => undefined,
        ).flush(),
      ).not.toThrow();
      expect(
        new Outbox<Sent>(
          store,
          () => undefined,
          () => undefined,
        ).pending('k'),
      ).toBeUndefined();
    }
  });
});

it('property: whatever the network does to each try, a report is stored exactly once and the outbox ends empty', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('down', 'lost', 'busy', 'up') as fc.Arbitrary<'down' | 'lost' | 'busy' | 'up'>, { maxLength: 12 }),
      (plan) => {
        const w = world([...plan]);
        const store = memoryStore();
        const box = new Outbox<Sent>(store, w.send, w.changed);
        box.put('k', { nonce: 'n', values: 3 });
        jest.advanceTimersByTime(13 * 31_000);
        expect(w.stored.size).toBe(1);
        expect(new Set(w.tries)).toEqual(new Set(['n']));
        expect(box.pending('k')).toBeUndefined();
        expect(store.text).toBeNull();
      },
    ),
  );
});

import path from 'node:path';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { BUNDLE } from './appsScript';
import type { FakeCache, FakeProperties, FakeScriptLock } from './fakeStores';

// Interleaved executions of the live page's store (SPEC §13.2, §13.7): page executions of the built bundle run in
// worker threads (test/harness/pageRun.worker.cjs), each service call of theirs held by this thread until a schedule
// lets it through, so that a page's calls can fall anywhere between the calls of an organizer's run on this thread.
// The services are the harness's fakes, shared by every execution; the script lock keeps its meaning: a page whose
// tryLock finds it held waits (its call is not answered) until it is released, as LockService's waits do.

const TO_MAIN = 0;
const TO_WORKER = 1;
const WAIT_MS = 10_000;
/** A pause of a millisecond, on a flag no one sets. */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

export interface Stores {
  cache: FakeCache;
  properties: FakeProperties;
  lock: FakeScriptLock;
}

type Request = { service: 'cache' | 'props' | 'lock'; method: string; args: unknown[] };
type Answer = { value?: unknown; error?: string };

/** A page execution in a worker: one call of a page function, from its first service call to its answer. */
export class PageExecution {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flags: Int32Array;
  /** The service call it waits on, while it runs. */
  pending: Request | null = null;
  /** Its answer, once it is done. */
  answer: Answer | null = null;
  /** Its handle on the script lock, once it asked for one. */
  private lock: ReturnType<FakeScriptLock['handle']> | null = null;

  constructor(private readonly stores: Stores) {
    const channel = new MessageChannel();
    this.port = channel.port1;
    this.flags = new Int32Array(new SharedArrayBuffer(8));
    this.worker = new Worker(path.join(__dirname, 'pageRun.worker.cjs'), {
      workerData: { port: channel.port2, flags: this.flags.buffer, bundle: BUNDLE },
      transferList: [channel.port2],
    });
  }

  private post(message: unknown) {
    this.port.postMessage(message);
    Atomics.store(this.flags, TO_WORKER, 1);
    Atomics.notify(this.flags, TO_WORKER);
  }

  /** Waits for the worker's next message: a service call it asks for, or its answer. */
  private receive() {
    if (Atomics.wait(this.flags, TO_MAIN, 0, WAIT_MS) === 'timed-out') throw new Error('a page execution said nothing for 10 s');
    Atomics.store(this.flags, TO_MAIN, 0);
    // the flag is set once the message is sent; it may reach this end of the port a moment later
    let received = receiveMessageOnPort(this.port);
    for (let tries = 0; !received && tries < WAIT_MS; tries++) {
      Atomics.wait(PAUSE, 0, 0, 1);
      received = receiveMessageOnPort(this.port);
    }
    if (!received) throw new Error('a page execution signalled, and no message came');
    const message = received.message as ({ kind: 'call' } & Request) | ({ kind: 'done' } & Answer);
    if (message.kind === 'done') {
      this.pending = null;
      this.answer = { value: message.value, error: message.error };
      // the lock a run still holds at its end is released (test/harness/fakeStores.ts)
      if (this.lock?.hasLock()) this.stores.lock.holder = null;
    } else this.pending = { service: message.service, method: message.method, args: message.args };
  }

  /** Starts a page function; it runs until its first service call (or its answer). */
  start(fn: string, ...args: unknown[]): this {
    this.answer = null;
    this.lock = null;
    this.post({ kind: 'run', fn, args });
    this.receive();
    return this;
  }

  get done() {
    return this.answer !== null;
  }

  /** Whether its next call is a tryLock or waitLock that would find the lock held by another execution. */
  get waiting(): boolean {
    const p = this.pending;
    if (p?.service !== 'lock' || !['tryLock', 'waitLock'].includes(p.method)) return false;
    return this.stores.lock.holder !== null && !this.lock?.hasLock();
  }

  /** Answers its pending call from the shared fakes (a fault they throw reaches the page as Google's would). */
  step(): void {
    const p = this.pending;
    if (!p) return;
    let answer: Answer;
    try {
      answer = { value: structuredCopy(this.call(p)) };
    } catch (e) {
      answer = { error: (e as Error).message };
    }
    this.post(answer);
    this.receive();
  }

  private call(p: Request): unknown {
    if (p.service === 'cache') return (this.stores.cache as unknown as Record<string, (...a: unknown[]) => unknown>)[p.method](...p.args);
    if (p.service === 'props')
      return (this.stores.properties as unknown as Record<string, (...a: unknown[]) => unknown>)[p.method](...p.args);
    this.lock ??= this.stores.lock.handle();
    return (this.lock as unknown as Record<string, (...a: unknown[]) => unknown>)[p.method](...p.args);
  }

  /** Its wait for the lock runs out: its tryLock answers false (LockService's, after the time it was given). */
  timeOut(): void {
    this.post({ value: false });
    this.receive();
  }

  /** Lets it run to its answer; a wait for the lock ends when the lock is free, else the wait runs out (tryLock false). */
  finish(): Answer {
    while (!this.done) {
      if (this.waiting) this.timeOut();
      else this.step();
    }
    return this.answer as Answer;
  }

  close() {
    this.post({ kind: 'exit' });
    void this.worker.terminate();
  }
}

/** A value as it crosses between threads: what a service answers is data (text, lists, plain objects). */
const structuredCopy = (v: unknown) => (v === undefined ? null : JSON.parse(JSON.stringify(v)));

/**
 * Where a page execution's calls fall among an organizer's: it starts before the organizer's call number `start`
 * (0-based; the organizer's number of calls for "after it answered"), lets `first` of its calls through there, and
 * the rest before call number `resume`.
 */
export interface Placement {
  start: number;
  first: number;
  resume: number;
}

/** Every placement of a page execution of at most `steps` calls among `calls` organizer calls: a start, one pause. */
export function placements(calls: number, steps: number): Placement[] {
  const out: Placement[] = [];
  for (let start = 0; start <= calls; start++)
    for (let first = 0; first <= steps; first++)
      for (let resume = start; resume <= calls; resume++) if (first < steps || resume === start) out.push({ start, first, resume });
  return out;
}

/**
 * Runs `organizer` (a run on this thread, whose service calls go through `log`) with `page` placed among its calls:
 * before each of the organizer's calls, the page's calls that the placement puts there are let through (a page
 * waiting for the lock the organizer holds stays waiting). The page's own calls are not the organizer's: the hook
 * leaves them alone. Answers the organizer's result and the page's answer.
 */
export function interleaved<T>(
  log: { beforeEach?: (name: string) => void },
  organizer: () => T,
  page: {
    execution: PageExecution;
    fn: string;
    args: unknown[];
    at: Placement;
    /** A page that finds the lock held waits until it is free, or its wait runs out first. */
    waits?: 'until free' | 'run out';
  },
  /** The organizer's store call (0-based) that fails, as Google's service sometimes does. */
  faultAt?: number,
): { result: T; page: Answer } {
  const { execution, at } = page;
  let call = 0;
  let started = false;
  let passed = 0;
  const advance = (limit: number) => {
    while (passed < limit && !execution.done) {
      if (!execution.waiting) execution.step();
      else if (page.waits === 'run out') execution.timeOut();
      else break;
      passed++;
    }
  };
  const slot = (index: number) => {
    if (index === at.start) {
      execution.start(page.fn, ...page.args);
      started = true;
      advance(at.first);
    }
    if (started && index === at.resume) advance(Number.POSITIVE_INFINITY);
  };
  let inPage = false;
  log.beforeEach = (name) => {
    if (inPage || !/^(Cache|ScriptProperties|ScriptLock)\./.test(name)) return;
    inPage = true;
    try {
      slot(call);
    } finally {
      inPage = false;
    }
    if (call++ === faultAt) throw new Error(`Service error: ${name} failed (simulated)`);
  };
  // the page's calls are recorded in the same log: while it runs, the hook lets them be
  const step = execution.step.bind(execution);
  execution.step = () => {
    inPage = true;
    try {
      step();
    } finally {
      inPage = false;
    }
  };
  // the organizer's wait for the lock a page holds: the page goes on until it lets the lock go
  const lock = (execution as unknown as { stores: Stores }).stores.lock;
  lock.onTaken = () => {
    while (lock.holder !== null && !execution.done && !execution.waiting) execution.step();
  };
  let result: T;
  try {
    result = organizer();
  } finally {
    log.beforeEach = undefined;
    lock.onTaken = undefined;
  }
  inPage = true;
  // the slots at and after the organizer's last call
  for (let index = call; index <= Math.max(at.start, at.resume); index++) slot(index);
  const answer = execution.finish();
  execution.step = step;
  return { result, page: answer };
}

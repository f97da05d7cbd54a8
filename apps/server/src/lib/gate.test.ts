import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

describe('createGate', () => {
  it('runs at most `limit` at once, the others in arrival order, and frees a place on failure', async () => {
    const gate = createGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const runs = [0, 1, 2, 3, 4].map((i) =>
      gate
        .run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(i);
          await new Promise<void>((resolve) => releases.push(resolve));
          running -= 1;
          if (i === 1) throw new Error('boom');
          return i;
        })
        .then(
          () => 'done',
          () => 'failed',
        ),
    );
    while (order.length < 5) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    releases.forEach((release) => release());
    const results = await Promise.all(runs);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results).toEqual(['done', 'failed', 'done', 'done', 'done']);
  });

  it('a waiter that gives up leaves the queue without a place', async () => {
    const gate = createGate(1);
    expect(await gate.enter()).toBe(true);
    let giveUp!: () => void;
    const soldOut = new Promise<void>((resolve) => (giveUp = resolve));
    const first = gate.enter(soldOut);
    const second = gate.enter();
    giveUp();
    expect(await first).toBe(false);
    gate.leave();
    expect(await second).toBe(true);
    gate.leave();
    expect(await gate.enter()).toBe(true);
  });

  it('idle settles once nobody waits for a place, or after its time', async () => {
    const gate = createGate(1);
    await gate.idle(10_000); // nobody waits: at once
    expect(await gate.enter()).toBe(true);
    const second = gate.enter();
    let idle = false;
    const settled = gate.idle(10_000).then(() => (idle = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    gate.leave(); // the waiter gets the place: the queue is empty
    await settled;
    expect(await second).toBe(true);
    const third = gate.enter();
    const started = Date.now();
    await gate.idle(20); // the third still waits: the time runs out
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    gate.leave();
    expect(await third).toBe(true);
    gate.leave();
  });
});

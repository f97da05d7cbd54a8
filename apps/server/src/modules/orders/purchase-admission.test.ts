import { AppError, Role } from '@scena/shared';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../users';
import { createPurchaseAdmission, withAdmission } from './purchase-admission';
import { refuse, type Placed, type PurchaseInput } from './purchase-answers';
import type { OrderRow } from './orders.table';

/** A controllable stock: `left` tickets, read in batches (every read is recorded with its buyers). */
const fakeSale = (left: number) => {
  const stock = { left, reads: [] as number[][], mine: new Set<number>() };
  const readSaleState = async (_eventId: number, userIds: number[]) => {
    stock.reads.push([...userIds]);
    return { left: stock.left, soldOut: stock.left === 0, mine: stock.mine };
  };
  return { stock, readSaleState };
};

const buyer = (id: number, role: number = Role.STANDARD): PurchaseInput => ({
  viewer: { user: { id, role } as UserRow, country: 'PL' },
  ref: { kind: 'event', id: 7 },
  invoice: null,
  request: { ip: '127.0.0.1', lang: 'pl' },
});
const order = (provider = 'payu') => ({ id: 1, provider }) as OrderRow;
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const typeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? 'placed' : ((result.reason as AppError).details.type as string);

describe('purchase admission', () => {
  it('asks the sold-out question once for the buyers asking together, and refuses them without placing', async () => {
    const { stock, readSaleState } = fakeSale(0);
    let placed = 0;
    const purchase = withAdmission(createPurchaseAdmission({ gateSize: 2, readSaleState }), async () => {
      placed += 1;
      return { order: order(), lastTicket: false };
    });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((id) => purchase(buyer(id))));
    expect(results.map(typeOf)).toEqual(Array(5).fill('no_tickets'));
    expect(stock.reads).toEqual([[1, 2, 3, 4, 5]]);
    expect(placed).toBe(0);
  });

  it('lets a buyer who holds an order of the sold-out event through (the use case answers it)', async () => {
    const { stock, readSaleState } = fakeSale(0);
    stock.mine.add(3);
    const purchase = withAdmission(createPurchaseAdmission({ gateSize: 2, readSaleState }), async () => ({
      existing: { extOrderId: 'x', status: 'PENDING', redirectUri: 'https://pay', existing: true },
    }));
    expect(await purchase(buyer(3))).toMatchObject({ existing: { existing: true } });
  });

  it('runs at most gate-size placements at once, the others in arrival order', async () => {
    const { readSaleState } = fakeSale(100);
    let running = 0;
    let most = 0;
    const order_: number[] = [];
    const purchase = withAdmission(createPurchaseAdmission({ gateSize: 2, readSaleState }), async (input) => {
      running += 1;
      most = Math.max(most, running);
      order_.push(input.viewer.user.id);
      await tick();
      running -= 1;
      return { order: order('free'), lastTicket: false };
    });
    await Promise.all([1, 2, 3, 4, 5, 6].map((id) => purchase(buyer(id))));
    expect(most).toBe(2);
    expect(order_).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('hands the live count it read to the use case (no second read of the stock)', async () => {
    const { readSaleState } = fakeSale(42);
    const seen: (number | undefined)[] = [];
    const purchase = withAdmission(
      createPurchaseAdmission({ gateSize: 1, readSaleState }),
      async (_input, known) => {
        seen.push(known?.ticketsLeft);
        return { order: order('free'), lastTicket: false };
      },
    );
    await purchase(buyer(1));
    expect(seen).toEqual([42]);
  });

  it('when the last ticket goes, the buyers waiting at the gate leave it and are told together', async () => {
    const { stock, readSaleState } = fakeSale(1);
    let placed = 0;
    const purchase = withAdmission(createPurchaseAdmission({ gateSize: 1, readSaleState }), async () => {
      placed += 1;
      await tick();
      if (stock.left === 0) throw refuse('no_tickets');
      stock.left = 0;
      return { order: order('free'), lastTicket: true } satisfies Placed;
    });
    const results = await Promise.allSettled([1, 2, 3, 4].map((id) => purchase(buyer(id))));
    expect(results.map(typeOf)).toEqual(['placed', 'no_tickets', 'no_tickets', 'no_tickets']);
    // The winner and the buyer its leaving handed the place to took the full path; the two still
    // waiting left the queue and asked the stock again in one read.
    expect(placed).toBe(2);
    expect(stock.reads).toEqual([
      [1, 2, 3, 4],
      [3, 4],
    ]);
  });

  it('a buyer told no_tickets by the use case fires the signal for the others', async () => {
    const { stock, readSaleState } = fakeSale(1);
    let placed = 0;
    const purchase = withAdmission(createPurchaseAdmission({ gateSize: 1, readSaleState }), async () => {
      placed += 1;
      await tick();
      stock.left = 0; // sold meanwhile by another instance
      throw refuse('no_tickets');
    });
    const results = await Promise.allSettled([1, 2, 3].map((id) => purchase(buyer(id))));
    expect(results.map(typeOf)).toEqual(['no_tickets', 'no_tickets', 'no_tickets']);
    // Buyer 2 already had the place; buyer 3 left the queue and was answered by the sale state.
    expect(placed).toBe(2);
  });

  it('videos and roles that never buy skip the sold-out question but still pass the gate', async () => {
    const { stock, readSaleState } = fakeSale(0);
    const purchase = withAdmission(createPurchaseAdmission({ gateSize: 1, readSaleState }), async () => ({
      order: order('free'),
      lastTicket: false,
    }));
    await purchase({ ...buyer(1), ref: { kind: 'video', id: 3 } });
    await purchase(buyer(2, Role.PREMIUM));
    expect(stock.reads).toEqual([]);
  });

  it("a paid winner's registration waits until the decisions queued behind it are done", async () => {
    const { readSaleState } = fakeSale(10);
    const events: string[] = [];
    const purchase = withAdmission(createPurchaseAdmission({ gateSize: 1, readSaleState }), async (input) => {
      await tick();
      events.push(`placed ${input.viewer.user.id}`);
      return { order: order('payu'), lastTicket: false };
    });
    await Promise.all([1, 2, 3].map((id) => purchase(buyer(id)).then(() => events.push(`registers ${id}`))));
    // Buyer 1 registers only once nobody waits at the gate (buyer 2 placing let buyer 3 in).
    expect(events.indexOf('registers 1')).toBeGreaterThan(events.indexOf('placed 2'));
  });

  it('passes other errors through and frees the place', async () => {
    const { readSaleState } = fakeSale(5);
    const admission = createPurchaseAdmission({ gateSize: 1, readSaleState });
    let fail = true;
    const purchase = withAdmission(admission, async () => {
      if (fail)
        throw new AppError('CONFLICT', 'orders.error.already_has_access', { type: 'already_has_access' });
      return { order: order('free'), lastTicket: false };
    });
    await expect(purchase(buyer(1))).rejects.toMatchObject({ details: { type: 'already_has_access' } });
    fail = false;
    await expect(purchase(buyer(2))).resolves.toMatchObject({ order: { provider: 'free' } });
  });
});

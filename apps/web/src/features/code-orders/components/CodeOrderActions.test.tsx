import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { codeOrdersEndpoints } from '@scena/shared/code-orders.endpoints';
import type { CodeOrderRow } from '@scena/shared/code-orders.contract';
import { answer, at, mockApi, resetBrowser } from '../../../test/app-harness';
import { renderAdmin } from '../../../components/admin-kit/testUtils';
import { codeOrderRow } from '../code-orders-fixtures';
import { CodeOrderActions } from './CodeOrderActions';

const EXT = 'ABCDEFGHJKMNPQRSTVWXYZ01';
const order = (overrides: Partial<CodeOrderRow> = {}): CodeOrderRow =>
  codeOrderRow({
    amount: 30,
    numberOfUses: 0,
    codes: [{ id: 1, code: 'K7M2P9QX4RTA', voided: false, usage: null }],
    ...overrides,
  });
const names = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));

afterEach(() => resetBrowser());

describe('gift and group order actions', () => {
  it('offers edit on every order and a refund only on a paid one', async () => {
    mockApi();
    const paid = await renderAdmin(<CodeOrderActions kind="gift" order={order()} />);
    expect(names()).toEqual(['Edytuj: halina@example.com', 'Zwrot pieniędzy: halina@example.com']);
    paid.unmount();
    for (const status of ['PENDING', 'REFUNDED', 'CANCELED'] as const) {
      const view = await renderAdmin(<CodeOrderActions kind="gift" order={order({ status })} />);
      expect(names()).toEqual(['Edytuj: halina@example.com']);
      view.unmount();
    }
  }, 30_000);

  it('refunds a gift order through the gift list’s call, with the amount left and the dialog’s key', async () => {
    const { calls } = mockApi({
      [at(codeOrdersEndpoints.giftOrderRefunds, { extOrderId: EXT })]: () =>
        answer(codeOrdersEndpoints.giftOrderRefunds, {
          refunds: [],
          refunded: 0,
          pending: 0,
          refundable: 30,
        }),
      [at(codeOrdersEndpoints.refundGiftOrder, { extOrderId: EXT })]: () =>
        answer(codeOrdersEndpoints.refundGiftOrder, {
          refunds: [
            {
              id: 1,
              amount: 30,
              status: 'requested',
              reason: 'admin',
              created_at: '2026-11-06T08:00:00.000Z',
            },
          ],
          refunded: 0,
          pending: 30,
          refundable: 0,
          order: order({ status: 'WAITING_FOR_REFUND' }),
        }),
    });
    await renderAdmin(<CodeOrderActions kind="gift" order={order()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zwrot pieniędzy: halina@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: `Zwrot płatności ${EXT}` });
    expect(await within(dialog).findByLabelText('Kwota zwrotu (zł)')).toHaveValue('30,00');
    await user.click(within(dialog).getByRole('button', { name: 'Zwróć' }));
    expect(await screen.findByText('Czy na pewno zwrócić 30,00 zł?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Zlecono zwrot 30,00 zł')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/api/gifts/${EXT}/refunds`);
    expect(post?.body).toEqual({ key: expect.stringMatching(/^[0-9A-Z]{20}$/), amount: '30,00' });
  }, 30_000);

  it('edits a group order’s status through the group list’s call', async () => {
    const { calls } = mockApi({
      [at(codeOrdersEndpoints.editGroupOrder, { extOrderId: EXT })]: () =>
        answer(
          codeOrdersEndpoints.editGroupOrder,
          order({ productType: 'group_ticket', status: 'CANCELED' }),
        ),
    });
    await renderAdmin(
      <CodeOrderActions
        kind="group_ticket"
        order={order({ productType: 'group_ticket', status: 'PENDING' })}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edytuj: halina@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: `Edycja płatności ${EXT}` });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('CANCELED'));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByText('Edycja płatności może rozsynchronizować ją z systemem płatności.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Płatność została zaktualizowana')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe(`/api/groupTickets/${EXT}`);
    expect(put.body).toEqual({ status: 'CANCELED' });
  }, 30_000);
});

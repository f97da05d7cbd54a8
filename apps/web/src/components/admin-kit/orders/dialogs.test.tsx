import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api';
import { renderAdmin } from '../testUtils';
import { EditOrderDialog } from './EditOrderDialog';
import { RefundDialog, type RefundDialogProps } from './RefundDialog';

const EXT = 'ABCDEFGHJKMNPQRSTVWXYZ01';
const refunds = (refunded: number, refundable: number) => ({
  data: { refunds: [], refunded, pending: 0, refundable },
  isError: false,
  error: null,
});

/** The popover's question (antd renders it outside the dialog), answered Yes. */
const confirmWith = async (user: ReturnType<typeof userEvent.setup>, question: string, warning: string) => {
  const popover = (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;
  expect(within(popover).getByText(warning)).toBeInTheDocument();
  await user.click(within(popover).getByRole('button', { name: 'Tak' }));
};

/** The refund dialog of a 30 zł order, over `refund`. */
const renderRefund = (refund: RefundDialogProps['refund'], left = refunds(0, 30), onClose = vi.fn()) =>
  renderAdmin(
    <RefundDialog
      order={{ extOrderId: EXT, amount: 30 }}
      refunds={left}
      refund={refund}
      pending={false}
      onClose={onClose}
    />,
  );

describe('RefundDialog (shared by the box office and the gift and group order lists)', () => {
  it('offers what is left, asks with the warning, sends a partial amount with its key and says so', async () => {
    const refund = vi.fn(async () => ({
      refunds: [
        {
          id: 1,
          amount: 20,
          status: 'requested' as const,
          reason: 'admin',
          created_at: '2026-11-05T08:05:00Z',
        },
      ],
      refunded: 0,
      pending: 20,
      refundable: 10,
    }));
    const onClose = vi.fn();
    await renderRefund(refund, refunds(0, 30), onClose);
    const dialog = screen.getByRole('dialog', { name: `Zwrot płatności ${EXT}` });
    expect(
      within(dialog).getByText(
        'Kwota zamówienia: 30,00 zł. Zwrócono: 0,00 zł, w toku: 0,00 zł. Można zwrócić: 30,00 zł.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    const amount = within(dialog).getByLabelText('Kwota zwrotu (zł)');
    expect(amount).toHaveValue('30,00');
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Zwróć' }));
    await confirmWith(
      user,
      'Czy na pewno zwrócić 20,00 zł?',
      'Operator płatności odeśle pieniądze kupującemu. Tej operacji nie można cofnąć; dostęp zniknie, gdy wróci cała kwota.',
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(refund).toHaveBeenCalledWith({ key: expect.stringMatching(/^[0-9A-Z]{20}$/), amount: '20' });
    expect(await screen.findByText('Zlecono zwrot 20,00 zł')).toBeInTheDocument();
  }, 30_000);

  it('shows a refusal on the field and in a toast, and stays open for another try', async () => {
    const refund = vi.fn(async () => {
      throw new ApiError({
        statusCode: 400,
        message: 'Kwota zwrotu może wynosić najwyżej 30,00 zł.',
        formError: { amount: 'Kwota zwrotu może wynosić najwyżej 30,00 zł.' },
      });
    });
    const onClose = vi.fn();
    await renderRefund(refund, refunds(0, 30), onClose);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Zwróć' }));
    await user.click(await screen.findByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(refund).toHaveBeenCalledTimes(1));
    expect(
      (await screen.findAllByText('Wystąpił błąd przy zwrocie: Kwota zwrotu może wynosić najwyżej 30,00 zł.'))
        .length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByText('Kwota zwrotu może wynosić najwyżej 30,00 zł.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);

  it('offers nothing when everything was refunded', async () => {
    await renderRefund(vi.fn(), refunds(30, 0));
    expect(screen.getByRole('button', { name: 'Zwróć' })).toBeDisabled();
  });
});

describe('EditOrderDialog', () => {
  it('shows another current status without offering it, sends only what changed, after the warning', async () => {
    const save = vi.fn(async () => ({}));
    const onClose = vi.fn();
    await renderAdmin(
      <EditOrderDialog
        order={{ extOrderId: EXT, status: 'WAITING_FOR_CONFIRMATION', country: 'PL' }}
        withExpiration={false}
        save={save}
        pending={false}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: `Edycja płatności ${EXT}` });
    expect(within(dialog).queryByLabelText('Data wygaśnięcia dostępu')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    const current = await screen.findByRole('option', { name: 'WAITING_FOR_CONFIRMATION' });
    expect(current).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByTitle('CANCELED'));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await confirmWith(
      user,
      'Czy na pewno zapisać zmiany?',
      'Edycja płatności może rozsynchronizować ją z systemem płatności.',
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ status: 'CANCELED' });
    expect(await screen.findByText('Płatność została zaktualizowana')).toBeInTheDocument();
  }, 30_000);

  it('an event order also edits its expiration date; a refusal says why', async () => {
    const save = vi.fn(async () => {
      throw new ApiError({ statusCode: 400, message: 'Niepoprawna data' });
    });
    await renderAdmin(
      <EditOrderDialog
        order={{ extOrderId: EXT, status: 'COMPLETED', country: null, expiration_date: null }}
        withExpiration
        save={save}
        pending={false}
        onClose={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Data wygaśnięcia dostępu'), '2030-12-31 20:00');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await user.click(await screen.findByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ expiration_date: '2030-12-31 20:00' }));
    expect(
      await screen.findByText('Wystąpił błąd przy edycji płatności: Niepoprawna data'),
    ).toBeInTheDocument();
  }, 30_000);
});

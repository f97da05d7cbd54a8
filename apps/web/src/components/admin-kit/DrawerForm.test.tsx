import { describe, expect, it, vi } from 'vitest';
import { Form, Input } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { slideCreateSchema } from '@scena/shared';
import { ApiError } from '../../lib/api';
import { renderAdmin } from './testUtils';
import { DrawerForm } from './DrawerForm';

interface Values {
  title?: string;
  text?: string;
}

const drawer = (props: {
  onSubmit: (body: Values) => Promise<unknown>;
  onClose?: () => void;
  errorBanner?: boolean;
}) => (
  <DrawerForm<Values, Values>
    name="slide"
    open
    title="Slajd"
    onClose={props.onClose ?? (() => {})}
    initialValues={{ title: 'Premiera', text: 'Zapraszamy' }}
    toBody={(values) => ({ title: values.title ?? '', text: values.text ?? '' })}
    schema={slideCreateSchema}
    onSubmit={props.onSubmit}
    successMessage="Zaktualizowano zmiany"
    errorBanner={props.errorBanner}
  >
    <Form.Item name="title" label="Tytuł">
      <Input />
    </Form.Item>
    <Form.Item name="text" label="Tekst">
      <Input />
    </Form.Item>
  </DrawerForm>
);

/** The confirmation (in tests antd gives every dialog the same label id, so it is found by its title). */
const confirmDialog = async (count = 1) => {
  // The title shows twice in each; a closed one may linger while its animation runs.
  await waitFor(() =>
    expect(screen.getAllByText('Odrzucić niezapisane zmiany?').length).toBeGreaterThanOrEqual(count),
  );
  return screen.getAllByText('Odrzucić niezapisane zmiany?').at(-1)!.closest<HTMLElement>('[role="dialog"]')!;
};

describe('DrawerForm', () => {
  it('puts the server formError on its field and toasts the message', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError({
        statusCode: 400,
        message: 'Niepoprawne dane.',
        formError: { title: 'Odnośnik zajęty' },
      }),
    );
    await renderAdmin(drawer({ onSubmit, onClose, errorBanner: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Odnośnik zajęty')).toBeInTheDocument();
    expect(await screen.findByText('Wystąpił błąd: Niepoprawne dane.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Premiera', text: 'Zapraszamy' });
    expect(onClose).not.toHaveBeenCalled();
    // The form-error banner (slides, ads) shows the same message.
    const alerts = screen.getAllByRole('alert').map((element) => element.textContent);
    expect(alerts).toContain('Niepoprawne dane.');
  });

  it('validates the body with the contract schema before sending', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    await renderAdmin(drawer({ onSubmit }));

    fireEvent.change(screen.getByLabelText('Tekst'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Proszę podać tekst slajdu')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes after a successful save with the success toast', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn().mockResolvedValue({});
    await renderAdmin(drawer({ onSubmit, onClose }));

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Zaktualizowano zmiany')).toBeInTheDocument();
  });

  it('closes at once on Cancel when nothing changed', async () => {
    const onClose = vi.fn();
    await renderAdmin(drawer({ onSubmit: vi.fn(), onClose }));

    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByText('Odrzucić niezapisane zmiany?')).toHaveLength(0);
  });

  it('asks before throwing away changes: keep editing, or discard and close', async () => {
    const onClose = vi.fn();
    await renderAdmin(drawer({ onSubmit: vi.fn(), onClose }));
    fireEvent.change(screen.getByLabelText('Tytuł'), { target: { value: 'Premiera jutro' } });

    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    const question = await confirmDialog();
    // The safe choice has the focus.
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Wróć do formularza' })).toHaveFocus(),
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Wróć do formularza' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Tytuł')).toHaveValue('Premiera jutro');

    // The drawer's own close button asks the same.
    fireEvent.click(screen.getByRole('button', { name: /Close|Zamknij/ }));
    const again = await confirmDialog(3);
    fireEvent.click(within(again).getByRole('button', { name: 'Odrzuć zmiany' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows the field rules and the schema errors of one save together and focuses the first', async () => {
    const onSubmit = vi.fn();
    await renderAdmin(
      <DrawerForm<Values, Values>
        name="slide"
        open
        title="Slajd"
        onClose={() => {}}
        initialValues={{ title: '', text: '' }}
        toBody={(values) => ({ title: values.title ?? '', text: values.text ?? '' })}
        schema={slideCreateSchema}
        onSubmit={onSubmit}
        successMessage="Zaktualizowano zmiany"
      >
        {/* A field rule the schema does not have, so both sources must speak in one pass. */}
        <Form.Item name="title" label="Tytuł" rules={[{ required: true, message: 'Tytuł z reguły pola' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="text" label="Tekst">
          <Input />
        </Form.Item>
      </DrawerForm>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Tytuł z reguły pola')).toBeInTheDocument();
    expect(await screen.findByText('Proszę podać tekst slajdu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Tytuł')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { Form, Input } from 'antd';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { slideCreateSchema } from '@scena/shared';
import { ApiError } from '../../lib/api';
import { renderAdmin } from './test-utils';
import { DrawerForm } from './DrawerForm';

interface Values {
  title?: string;
  text?: string;
}

const drawer = (props: { onSubmit: (body: Values) => Promise<unknown>; onClose?: () => void; errorBanner?: boolean }) => (
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

describe('DrawerForm', () => {
  it('puts the server formError on its field and toasts the message', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError({ statusCode: 400, message: 'Niepoprawne dane.', formError: { title: 'Odnośnik zajęty' } }),
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
});

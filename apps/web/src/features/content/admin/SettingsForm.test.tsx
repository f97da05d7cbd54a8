import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { appConfigDefaults } from '@scena/shared/app-config-defaults';
import { renderAdmin } from '../../../components/admin-kit/testUtils';
import { SettingsForm } from './SettingsForm';

const toasts = () => document.querySelector('.ant-message')?.textContent ?? '';

const invoiceCard = (toastInvalid: boolean) => (
  <SettingsForm
    name="invoice-settings"
    title="Faktury"
    config={{ ...appConfigDefaults, contact_email: 'faktury@example.com' }}
    fields={['contact_email']}
    toastInvalid={toastInvalid}
  >
    <Form.Item name="contact_email" label="Adres e-mail do kontaktu">
      <Input type="email" />
    </Form.Item>
  </SettingsForm>
);

describe('settings card', () => {
  it("tells an invalid invoice contact e-mail on its field and in a toast (spec 3 §2.9: 'Niepoprawny adres email')", async () => {
    const { unmount } = await renderAdmin(invoiceCard(true));
    fireEvent.change(screen.getByLabelText('Adres e-mail do kontaktu'), { target: { value: 'nie-email' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Zapisz' }).closest('form')!);
    await waitFor(() => expect(toasts()).toContain('Niepoprawny adres email'));
    expect(screen.getAllByText('Niepoprawny adres email').length).toBeGreaterThanOrEqual(2);
    unmount();

    // Other settings cards keep the message on the field only (spec 2 §8).
    await renderAdmin(invoiceCard(false));
    fireEvent.change(screen.getByLabelText('Adres e-mail do kontaktu'), { target: { value: 'nie-email' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Zapisz' }).closest('form')!);
    await screen.findByText('Niepoprawny adres email');
    expect(toasts()).not.toContain('Niepoprawny adres email');
  });
});

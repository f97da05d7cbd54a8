import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { galleryBodySchema } from '@scena/shared';
import { renderAdmin } from '../../../../components/admin-kit/testUtils';
import { EditableNameTable, type NamedRow } from './EditableNameTable';

const rows: NamedRow[] = [{ id: 3, name: 'Premiery', updated_at: '2026-01-01T10:00:00.000Z' }];

const table = (
  save: (id: number | undefined, name: string) => Promise<unknown>,
  busyMessage: string | null,
) => (
  <EditableNameTable<NamedRow>
    queryKey={['names']}
    fetchPage={async () => ({ items: rows, total: rows.length })}
    schema={galleryBodySchema}
    save={save}
    busyMessage={busyMessage}
    addLabel="Dodaj galerię"
    addedMessage="Dodano galerię."
    nameLabel="Nazwa"
    emptyText="Brak galerii"
    actions={() => null}
  />
);

const rename = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Edytuj: Premiery' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Nazwa' }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: /Zapisz/ }));
};

describe('EditableNameTable (spec 2 §2.8, §5)', () => {
  it("blocks saving while the list loads with 'Proszę spróbować ponownie za kilka sekund'", async () => {
    const save = vi.fn().mockResolvedValue({});
    await renderAdmin(table(save, 'Proszę spróbować ponownie za kilka sekund'));
    await rename('Premiery 2026');
    expect(await screen.findByText('Proszę spróbować ponownie za kilka sekund')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("saves a valid name once loaded ('Zaktualizowano zmiany') and refuses forbidden characters with the gallery message", async () => {
    const save = vi.fn().mockResolvedValue({});
    await renderAdmin(table(save, null));
    await rename('Premiery <2026>');
    expect(
      await screen.findByText(/^Niepoprawna nazwa\. Dozwolone są litery, cyfry, spacje/),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Nazwa' }), { target: { value: 'Premiery 2026' } });
    fireEvent.click(screen.getByRole('button', { name: /Zapisz/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(3, 'Premiery 2026'));
    expect(await screen.findByText('Zaktualizowano zmiany')).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { Form, Input } from 'antd';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { eventTranslationCreateSchema, eventTranslationUpdateSchema } from '@scena/shared';
import { ApiError } from '../../lib/api';
import { renderAdmin } from './testUtils';
import { TranslationsModal, type TranslationMode } from './TranslationsModal';

interface Row {
  id: number;
  language_code: string;
  title: string | null;
}

const setup = (props: {
  translations: Row[];
  initialMode?: TranslationMode;
  loadOne?: (id: number) => Promise<Row>;
  onCreate?: (body: Record<string, unknown>) => Promise<unknown>;
  onUpdate?: (id: number, body: Record<string, unknown>) => Promise<unknown>;
}) => {
  const onCreate = vi.fn(props.onCreate ?? (() => Promise.resolve({})));
  const onUpdate = vi.fn(props.onUpdate ?? (() => Promise.resolve({})));
  const ui = (
    <TranslationsModal<Row, Record<string, unknown>>
      open
      title="Tłumaczenia: Hamlet"
      onClose={() => {}}
      translations={props.translations}
      loading={false}
      describe={(row) => row.title}
      loadOne={props.loadOne ?? ((id) => Promise.resolve(props.translations.find((row) => row.id === id)!))}
      toBody={(values, mode) => (mode === 'add' ? { ...values, event_id: 7 } : values)}
      createSchema={eventTranslationCreateSchema}
      updateSchema={eventTranslationUpdateSchema}
      onCreate={onCreate}
      onUpdate={onUpdate}
      onDelete={() => Promise.resolve({})}
      initialMode={props.initialMode}
    >
      <Form.Item name="title" label="Tytuł">
        <Input />
      </Form.Item>
    </TranslationsModal>
  );
  return { ui, onCreate, onUpdate };
};

describe('TranslationsModal', () => {
  it('mode none lists nothing with "Brak tłumaczeń" and offers adding', async () => {
    const { ui } = setup({ translations: [] });
    await renderAdmin(ui);

    expect(screen.getByText('Brak tłumaczeń')).toBeInTheDocument();
    expect(screen.queryByLabelText('Język tłumaczenia')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj tłumaczenie' }));
    expect(await screen.findByLabelText('Język tłumaczenia')).toBeInTheDocument();
    expect(screen.queryByText('Brak tłumaczeń')).not.toBeInTheDocument();
  });

  it('mode add preselects the only other language, English, and saves with it', async () => {
    const { ui, onCreate } = setup({ translations: [], initialMode: 'add' });
    await renderAdmin(ui);

    expect(screen.getByText('angielski (en)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tytuł'), { target: { value: 'Hamlet EN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith(
        expect.objectContaining({ language_code: 'en', title: 'Hamlet EN', event_id: 7 }),
      ),
    );
  });

  it('offers no second English translation: adding is off and says why', async () => {
    const { ui } = setup({ translations: [{ id: 3, language_code: 'en', title: 'Hamlet' }] });
    await renderAdmin(ui);

    expect(screen.getByRole('button', { name: 'Dodaj tłumaczenie' })).toBeDisabled();
    expect(
      screen.getByText('Wszystkie języki mają już tłumaczenie. Edytuj je na liście.'),
    ).toBeInTheDocument();
  });

  it('a server failure no field shows is announced in the modal and takes the focus', async () => {
    const { ui } = setup({
      translations: [],
      initialMode: 'add',
      onCreate: () =>
        Promise.reject(new ApiError({ statusCode: 409, message: 'Tłumaczenie w tym języku już istnieje.' })),
    });
    await renderAdmin(ui);

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    const banner = (await screen.findAllByRole('alert')).find(
      (element) => element.textContent === 'Tłumaczenie w tym języku już istnieje.',
    );
    expect(banner).toBeDefined();
    await waitFor(() => expect(banner!.parentElement).toHaveFocus());
  });

  it('mode edit loads the translation, and a server error lands on the field with a toast', async () => {
    const row = { id: 3, language_code: 'en', title: 'Hamlet' };
    const { ui, onUpdate } = setup({
      translations: [row],
      onUpdate: () =>
        Promise.reject(
          new ApiError({
            statusCode: 400,
            message: 'Niepoprawne dane.',
            formError: { title: 'Maksymalnie 100 znaków.' },
          }),
        ),
    });
    await renderAdmin(ui);

    expect(screen.getByText('Hamlet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edytuj tłumaczenie en' }));

    const title = await screen.findByLabelText('Tytuł');
    expect(title).toHaveValue('Hamlet');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith(
        3,
        expect.objectContaining({ language_code: 'en', title: 'Hamlet' }),
      ),
    );
    expect(await screen.findByText('Maksymalnie 100 znaków.')).toBeInTheDocument();
    expect(await screen.findByText('Wystąpił błąd: Niepoprawne dane.')).toBeInTheDocument();
  });

  it('a failed fetch of one translation says so and stays on the list', async () => {
    const row = { id: 3, language_code: 'en', title: 'Hamlet' };
    const { ui } = setup({ translations: [row], loadOne: () => Promise.reject(new Error('offline')) });
    await renderAdmin(ui);

    fireEvent.click(screen.getByRole('button', { name: 'Edytuj tłumaczenie en' }));

    expect(await screen.findByText('Wystąpił błąd przy pobieraniu tłumaczenia')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tytuł')).not.toBeInTheDocument();
  });
});

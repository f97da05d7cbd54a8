import { describe, expect, it, vi } from 'vitest';
import { Form, type FormInstance } from 'antd';
import { fireEvent, screen } from '@testing-library/react';
import { renderAdmin } from '../../../../components/admin-kit/testUtils';
import { dayjs } from '../../../../lib/dates';
import { EventFormFields } from './EventFormFields';
import { eventFieldOf, eventValuesToBody, newEventValues, type EventFormValues } from './eventForm';
import { DrawerForm } from '../../../../components/admin-kit';
import { eventCreateSchema, type EventCreate } from '@scena/shared';
import { filtersToQuery } from './EventFilters';

const videos = [{ value: 1, label: 'Hamlet' }];

/** The event form in the kit's drawer, as EventDrawer mounts it (without the video list call). */
const drawer = (initialValues: Partial<EventFormValues>, onSubmit = vi.fn()) => (
  <DrawerForm<EventFormValues, EventCreate>
    name="event"
    open
    title="Nowe wydarzenie"
    onClose={() => {}}
    initialValues={initialValues}
    toBody={eventValuesToBody}
    schema={eventCreateSchema}
    fieldOf={eventFieldOf}
    onSubmit={onSubmit}
    successMessage="Dodano wydarzenie."
  >
    <EventFormFields videos={videos} />
  </DrawerForm>
);
const messages = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((element) => element.textContent);

describe('event form', () => {
  it('shows every error of an empty form after one save, with "required" for the empty fields', async () => {
    const onSubmit = vi.fn();
    await renderAdmin(drawer(newEventValues(), onSubmit));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await vi.waitFor(() => expect(messages()).toHaveLength(7));
    expect(messages()).toEqual([
      'Proszę wybrać wideo.',
      'Proszę podać tytuł.',
      // price, date from, date to, time from, time to
      ...Array(5).fill('To pole jest wymagane.'),
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the field errors and the cross-field ones (dates, hours) in the same save', async () => {
    await renderAdmin(
      drawer({
        ...newEventValues(),
        event_price: '20',
        date_from: dayjs('2030-05-03'),
        date_to: dayjs('2030-05-01'),
        time_from: dayjs('2030-05-01 21:00'),
        time_to: dayjs('2030-05-01 19:00'),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await vi.waitFor(() =>
      expect(messages()).toEqual([
        'Proszę wybrać wideo.',
        'Proszę podać tytuł.',
        'Niepoprawna data',
        'Niepoprawne godziny',
      ]),
    );
  });

  it('accepts a date typed as ISO (2026-11-27) or in the Polish format, and says what it expects', async () => {
    const form: { current: FormInstance<EventFormValues> | null } = { current: null };
    const Probe = () => {
      const [instance] = Form.useForm<EventFormValues>();
      form.current = instance;
      return (
        <Form form={instance} initialValues={newEventValues()}>
          <EventFormFields videos={videos} />
        </Form>
      );
    };
    await renderAdmin(<Probe />);
    for (const [label, typed] of [
      ['Data od', '2026-11-27'],
      ['Data do', '28.11.2026'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('placeholder', 'dd.mm.rrrr lub rrrr-mm-dd');
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.blur(input);
    }
    await vi.waitFor(() =>
      expect(eventValuesToBody(form.current!.getFieldsValue(true) as EventFormValues)).toMatchObject({
        date_from: '2026-11-27',
        date_to: '2026-11-28',
      }),
    );
  });

  it('hides "allow discount codes" while payments are blocked', async () => {
    await renderAdmin(
      <Form initialValues={newEventValues()}>
        <EventFormFields videos={videos} />
      </Form>,
    );

    const block = screen.getByRole('checkbox', { name: 'Zablokuj płatności' });
    expect(block).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Zezwól na kody rabatowe' })).toBeInTheDocument();

    fireEvent.click(block);
    expect(
      await screen.findByRole('checkbox', { name: 'Zablokuj płatności', checked: true }),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Zezwól na kody rabatowe' })).not.toBeInTheDocument(),
    );

    fireEvent.click(block);
    expect(await screen.findByRole('checkbox', { name: 'Zezwól na kody rabatowe' })).toBeInTheDocument();
  });

  it('hides the time range for all-day events and shows the unpublished hint', async () => {
    await renderAdmin(
      <Form initialValues={newEventValues()}>
        <EventFormFields videos={videos} />
      </Form>,
    );
    expect(screen.getByLabelText('Godzina od')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cały dzień' }));
    await vi.waitFor(() => expect(screen.queryByLabelText('Godzina od')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Godzina do')).not.toBeInTheDocument();
    expect(
      screen.getByText('Nieopublikowane wydarzenia są dostępne tylko dla administratorów.'),
    ).toBeInTheDocument();
  });

  it('starts published, with payments on, codes off and sharing on (spec 2 §2.5)', () => {
    const defaults = newEventValues();
    expect(defaults).toMatchObject({
      published: true,
      block_payments: false,
      enable_codes: false,
      share_teatrlink: true,
    });
  });

  it('sends "block payments" as enable_tickets inverted, and dates and times as strings', () => {
    const values = {
      ...newEventValues(),
      video_id: 1,
      title: 'Hamlet',
      block_payments: true,
      enable_codes: true,
      date_from: dayjs('2030-05-01'),
      date_to: dayjs('2030-05-03'),
      time_from: dayjs('2030-05-01 19:00'),
      time_to: dayjs('2030-05-01 21:30'),
    } as EventFormValues;
    expect(eventValuesToBody(values)).toMatchObject({
      enable_tickets: false,
      enable_codes: true,
      date_from: '2030-05-01',
      date_to: '2030-05-03',
      time_from: '19:00',
      time_to: '21:30',
      published: true,
    });
  });
});

describe('event search', () => {
  it('asks for current events without dates and from 2000-01-01 when only an end is given', () => {
    expect(filtersToQuery({})).toEqual({});
    expect(filtersToQuery({ to: dayjs('2020-01-31') })).toEqual({
      date_from: '2000-01-01',
      date_to: '2020-01-31',
    });
    expect(filtersToQuery({ from: dayjs('2020-01-01'), video_id: 4, festival: true })).toEqual({
      date_from: '2020-01-01',
      video_id: 4,
      is_festival: 'true',
    });
  });
});

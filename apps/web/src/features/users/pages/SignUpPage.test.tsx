import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, at, mockApi, renderApp, resetBrowser } from '../../../test/app-harness';
import { authEndpoints } from '@scena/shared/auth.endpoints';

beforeEach(() => resetBrowser());
afterEach(() => resetBrowser());

const yearsAgo = (years: number) => new Date().getFullYear() - years;

type User = ReturnType<typeof userEvent.setup>;

const fillValid = async (
  user: User,
  overrides: { birthYear?: number; lastname?: string; repeat?: string } = {},
) => {
  await user.type(await screen.findByLabelText(/Adres e-mail/), 'nowy@example.com');
  await user.type(screen.getByLabelText(/^Imię/), 'Zażółć');
  await user.type(screen.getByLabelText(/^Nazwisko/), overrides.lastname ?? 'Gęślą-Jaźń');
  await user.type(screen.getByLabelText(/^Hasło/), 'Haslo123!');
  await user.type(screen.getByLabelText(/^Powtórz hasło/), overrides.repeat ?? 'Haslo123!');
  await user.type(screen.getByLabelText('Dzień'), '05');
  await user.type(screen.getByLabelText('Miesiąc'), '09');
  await user.type(screen.getByLabelText('Rok'), String(overrides.birthYear ?? 1990));
  await user.click(screen.getByLabelText(/Akceptuję regulamin/));
};

describe('sign-up form (spec 1 §2, §5)', () => {
  it('shows the shared validation messages in Polish', async () => {
    const { calls } = mockApi();
    await renderApp('/rejestracja');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Załóż konto' }));
    // e-mail, first name, last name, password, repeat, birthday
    expect(await screen.findAllByText('To pole jest wymagane.')).toHaveLength(6);
    expect(screen.getByText('Musisz zaakceptować regulamin i politykę prywatności.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users')).toBe(false);
  });

  it('shows them in English, and switching the language switches them too', async () => {
    mockApi();
    const app = await renderApp('/rejestracja', 'en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(6);
    expect(screen.getByText('You must accept the terms and the privacy policy.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(await screen.findAllByText('To pole jest wymagane.')).toHaveLength(6);
    expect(document.documentElement.lang).toBe('pl');
    expect(app.i18n.language).toBe('pl');
  });

  it('checks names, the repeated password and the minimum age', async () => {
    mockApi();
    await renderApp('/rejestracja');
    const user = userEvent.setup();
    await fillValid(user, { lastname: 'Nowak1', repeat: 'Inne123!', birthYear: yearsAgo(12) });
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Dozwolone są tylko litery, myślniki i spacje.')).toBeInTheDocument();
    expect(screen.getByText('Hasła muszą być takie same.')).toBeInTheDocument();
    expect(screen.getByText('Musisz mieć co najmniej 13 lat, aby założyć konto.')).toBeInTheDocument();
  });

  it('rejects a date that does not exist', async () => {
    mockApi();
    await renderApp('/rejestracja');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Dzień'), '31');
    await user.type(screen.getByLabelText('Miesiąc'), '02');
    await user.type(screen.getByLabelText('Rok'), '1990');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Niepoprawna data.')).toBeInTheDocument();
  });

  it('puts the server formError on its field', async () => {
    mockApi({
      [at(authEndpoints.signUp)]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'Niepoprawne dane.',
          formError: { email: 'Niepoprawny adres e-mail.' },
        },
      }),
    });
    await renderApp('/rejestracja');
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    const email = screen.getByLabelText(/Adres e-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Niepoprawny adres e-mail.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs up with the chosen country and birthday, then shows the success page', async () => {
    const { calls } = mockApi({
      [at(authEndpoints.signUp)]: () =>
        answer(authEndpoints.signUp, { message: 'ok', email: 'nowy@example.com' }),
    });
    const app = await renderApp('/rejestracja');
    const user = userEvent.setup();
    const country = await screen.findByRole('combobox', { name: /Kraj/ });
    expect(country).toHaveValue('Polska');
    await fillValid(user);
    await user.clear(country);
    await user.type(country, 'niem');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('Niemcy');
    await user.keyboard('{Enter}');
    expect(country).toHaveValue('Niemcy');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));

    await screen.findByRole('heading', { level: 1, name: 'Konto zostało utworzone' });
    expect(app.location()).toBe('/rejestracja/sukces?email=nowy%40example.com');
    // Addressed to anyone, not to men only.
    expect(
      screen.getByText('Nie widzisz wiadomości? Sprawdź folder spam albo wyślij link ponownie.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/users')?.body).toMatchObject({
      email: 'nowy@example.com',
      firstname: 'Zażółć',
      lastname: 'Gęślą-Jaźń',
      country_code: 'DE',
      birthday: '1990-09-05',
      tos: true,
      mailing: false,
    });
  });

  it('keeps the date picker in sync with the day, month and year boxes', async () => {
    mockApi();
    await renderApp('/rejestracja');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Dzień'), '5');
    await user.type(screen.getByLabelText('Miesiąc'), '9');
    await user.type(screen.getByLabelText('Rok'), '1990');
    expect(screen.getByLabelText('lub wybierz z kalendarza')).toHaveValue('1990-09-05');
  });

  it('takes 2 digits in the day and month boxes and 4 in the year (DD.MM.YYYY)', async () => {
    mockApi();
    await renderApp('/rejestracja');
    const user = userEvent.setup();
    const day = await screen.findByLabelText('Dzień');
    await user.type(day, '1a23');
    await user.type(screen.getByLabelText('Miesiąc'), '0 45');
    await user.type(screen.getByLabelText('Rok'), '199012');
    expect(day).toHaveValue('12');
    expect(day).toHaveAttribute('maxlength', '2');
    expect(screen.getByLabelText('Miesiąc')).toHaveValue('04');
    expect(screen.getByLabelText('Rok')).toHaveValue('1990');
    expect(screen.getByLabelText('Rok')).toHaveAttribute('maxlength', '4');
    expect(screen.getByLabelText('lub wybierz z kalendarza')).toHaveValue('1990-04-12');
  });

  it('refuses year 1900, which means "not set" (spec 1 §5)', async () => {
    const { calls } = mockApi();
    await renderApp('/rejestracja');
    const user = userEvent.setup();
    await fillValid(user, { birthYear: 1900 });
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Niepoprawna data.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users')).toBe(false);
  });

  it('sends the success page back to the form without a sign-up', async () => {
    mockApi();
    const app = await renderApp('/rejestracja/sukces?email=a%40b.pl');
    await screen.findByRole('heading', { level: 1, name: 'Załóż konto' });
    expect(app.location()).toBe('/rejestracja');
  });
});

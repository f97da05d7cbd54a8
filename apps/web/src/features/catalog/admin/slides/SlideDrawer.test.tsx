import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAdmin } from '../../../../components/admin-kit/testUtils';
import { resetBrowser } from '../../../../test/app-harness';
import { SlideDrawer } from './SlideDrawer';

const stubFetch = () => {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? 'GET',
        path: new URL(String(input), 'http://localhost').pathname,
        body: init?.body,
      });
      return new Response(JSON.stringify({ slide: { id: 1 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
};

beforeEach(() => resetBrowser());
afterEach(() => {
  resetBrowser();
  vi.unstubAllGlobals();
});

describe('SlideDrawer (spec 2 §2.9, §5)', () => {
  it('starts published, compresses the image to 4 MB / 5000 px and asks for a title and a text', async () => {
    const sent = stubFetch();
    await renderAdmin(<SlideDrawer open slide={null} onClose={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Opublikowany' })).toBeChecked();
    expect(
      screen.getByText('JPG lub PNG; przed wysłaniem zmniejszane do 4 MB i 5000 px.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Zapisz/ }));
    expect(await screen.findByText('Proszę podać tytuł.')).toBeInTheDocument();
    expect(await screen.findByText('Proszę podać tekst slajdu')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends a new slide as multipart to POST /api/slides, toasts and closes', async () => {
    const sent = stubFetch();
    const onClose = vi.fn();
    await renderAdmin(<SlideDrawer open slide={null} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Tytuł' }), { target: { value: 'Premiera' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tekst' }), { target: { value: 'Zapraszamy' } });
    fireEvent.click(screen.getByRole('button', { name: /Zapisz/ }));

    expect(await screen.findByText('Dodano slajd.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/slides' });
    const form = sent[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([form.get('title'), form.get('text'), form.get('published')]).toEqual([
      'Premiera',
      'Zapraszamy',
      'true',
    ]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAdmin } from '../../../../components/admin-kit/testUtils';
import { EventFilters } from './EventFilters';

/** Types a date into an antd DatePicker and commits it with Enter. */
const typeDate = (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
};

describe('event search (spec 2 §2.5, §5)', () => {
  it('searches current events when no dates are given', async () => {
    const onSearch = vi.fn();
    await renderAdmin(<EventFilters videos={[]} onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: /Szukaj/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({}));
  });

  it("refuses a start after the end with 'Niepoprawna data' and does not search", async () => {
    const onSearch = vi.fn();
    await renderAdmin(<EventFilters videos={[]} onSearch={onSearch} />);
    typeDate('Od', '10.02.2024');
    typeDate('Do', '01.02.2024');
    fireEvent.click(screen.getByRole('button', { name: /Szukaj/ }));

    expect(await screen.findByText('Niepoprawna data')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();

    typeDate('Do', '20.02.2024');
    fireEvent.click(screen.getByRole('button', { name: /Szukaj/ }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({ date_from: '2024-02-10', date_to: '2024-02-20' }),
    );
    await waitFor(() => expect(screen.queryByText('Niepoprawna data')).not.toBeInTheDocument());
  });
});

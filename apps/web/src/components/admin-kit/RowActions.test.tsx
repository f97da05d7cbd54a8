import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAdmin } from './testUtils';
import { EditButton } from './RowActions';

describe('row action buttons', () => {
  it('show their name as a tooltip on hover, and close it when clicked (so Escape then closes what the click opened)', async () => {
    const onClick = vi.fn();
    await renderAdmin(<EditButton onClick={onClick} name="Hamlet" />);
    const button = screen.getByRole('button', { name: 'Edytuj: Hamlet' });
    fireEvent.mouseEnter(button);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Edytuj'));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('do not open the tooltip late when clicked before its hover delay ran out (it would take the first Escape)', async () => {
    await renderAdmin(<EditButton onClick={() => {}} name="Hamlet" />);
    const button = screen.getByRole('button', { name: 'Edytuj: Hamlet' });
    vi.useFakeTimers();
    try {
      // A quick pointer: over the button and clicked at once, as a fast hand or a test runner does.
      fireEvent.mouseEnter(button);
      fireEvent.click(button);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.queryByRole('tooltip')).toBeNull();
      // Once the pointer has left, hovering shows the name again.
      fireEvent.mouseLeave(button);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      fireEvent.mouseEnter(button);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.getByRole('tooltip')).toHaveTextContent('Edytuj');
    } finally {
      vi.useRealTimers();
    }
  });
});

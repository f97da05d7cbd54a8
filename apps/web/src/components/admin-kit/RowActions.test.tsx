import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
});

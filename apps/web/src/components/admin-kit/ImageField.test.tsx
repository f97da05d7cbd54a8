import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAdmin } from './testUtils';
import { ImageField } from './ImageField';

const pick = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('ImageField', () => {
  it.each([
    ['image/gif', 'anim.gif'],
    ['image/webp', 'photo.webp'],
    ['application/pdf', 'poster.pdf'],
  ])('rejects %s files without changing the value', async (type, name) => {
    const onChange = vi.fn();
    await renderAdmin(<ImageField kind="main" label="Zdjęcie główne" onChange={onChange} />);

    pick(screen.getByLabelText('Zdjęcie główne', { selector: 'input' }), new File(['x'], name, { type }));

    expect(
      await screen.findByText('Niepoprawny plik. Dozwolone są tylko obrazy JPG lub PNG.'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts only jpeg and png in the file dialog and shows the limits', async () => {
    await renderAdmin(<ImageField kind="thumb" label="Miniatura" />);
    const input = screen.getByLabelText('Miniatura', { selector: 'input' });
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(
      screen.getByText('JPG lub PNG; przed wysłaniem zmniejszane do 1 MB i 650 px.'),
    ).toBeInTheDocument();
  });

  it('deletes a stored image through the given call, then clears the value', async () => {
    const onChange = vi.fn();
    const onDeleteExisting = vi.fn().mockResolvedValue({});
    await renderAdmin(
      <ImageField
        kind="main"
        label="Zdjęcie główne"
        value="/uploads/a.jpg"
        onChange={onChange}
        onDeleteExisting={onDeleteExisting}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Usuń zdjęcie: Zdjęcie główne' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tak' }));

    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
    expect(onDeleteExisting).toHaveBeenCalledTimes(1);
  });
});

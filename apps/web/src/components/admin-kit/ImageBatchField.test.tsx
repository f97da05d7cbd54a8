import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAdmin } from './testUtils';
import { ImageBatchField } from './ImageBatchField';

const pick = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Nowe zdjęcie', { selector: 'input' }), { target: { files } });
const file = (name: string, type = 'image/png') => new File(['x'], name, { type });

describe('ImageBatchField', () => {
  it('lets the admin choose several files at once (jpeg and png)', async () => {
    await renderAdmin(
      <ImageBatchField
        kind="gallery"
        label="Nowe zdjęcie"
        value={[]}
        onChange={() => {}}
        room={5}
        limit={5}
      />,
    );
    const input = screen.getByLabelText('Nowe zdjęcie', { selector: 'input' });
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(screen.getByText(/^Możesz wybrać kilka plików naraz \(jeszcze 5 zdjęć\)/)).toBeInTheDocument();
  });

  it('names the files of a wrong type and takes none of them', async () => {
    const onChange = vi.fn();
    await renderAdmin(
      <ImageBatchField
        kind="gallery"
        label="Nowe zdjęcie"
        value={[]}
        onChange={onChange}
        room={5}
        limit={5}
      />,
    );

    pick([file('opis.pdf', 'application/pdf'), file('anim.gif', 'image/gif')]);

    expect(
      await screen.findByText('Pominięto pliki, które nie są obrazami JPG ani PNG: opis.pdf, anim.gif.'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says how many still fit (and the limit) when more are chosen than the gallery takes', async () => {
    await renderAdmin(
      <ImageBatchField
        kind="gallery"
        label="Nowe zdjęcie"
        value={[]}
        onChange={() => {}}
        room={2}
        limit={5}
      />,
    );

    pick([file('1.png'), file('2.png'), file('3.png'), file('4.png')]);

    expect(
      await screen.findByText('Można dodać jeszcze 2 zdjęcia (najwyżej 5); pominięto 2.'),
    ).toBeInTheDocument();
  });

  it('is off once nothing more fits', async () => {
    await renderAdmin(
      <ImageBatchField
        kind="gallery"
        label="Nowe zdjęcie"
        value={[file('1.png')]}
        onChange={() => {}}
        room={1}
        limit={5}
      />,
    );
    expect(screen.getByRole('button', { name: 'Wybierz zdjęcia: Nowe zdjęcie' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Usuń z wybranych: 1.png' })).toBeEnabled();
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { GALLERY_MAX_IMAGES, type Gallery } from '@scena/shared';
import { renderAdmin, testQueryClient } from '../../../../components/admin-kit/testUtils';
import { catalogKeys } from '../../api/keys';
import { makeGallery } from '../../catalog-fixtures';
import { GalleryImagesModal } from './GalleryImagesModal';

const gallery = (count: number): Gallery => makeGallery({ id: 1, name: 'Hamlet' }, count);

const open = async (count: number) => {
  const client = testQueryClient();
  client.setQueryData(catalogKeys.gallery(1), gallery(count));
  await renderAdmin(
    <GalleryImagesModal gallery={{ id: 1, name: 'Hamlet' }} onClose={() => {}} />,
    'pl',
    client,
  );
};

describe('GalleryImagesModal', () => {
  it('says "Brak zdjęć" for an empty gallery and offers the upload', async () => {
    await open(0);
    expect(screen.getByText('Brak zdjęć')).toBeInTheDocument();
    expect(screen.getByLabelText('Nowe zdjęcie', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj zdjęcie' })).toBeInTheDocument();
  });

  it('hides the upload form once the gallery holds the maximum of images', async () => {
    await open(GALLERY_MAX_IMAGES);
    expect(screen.getAllByRole('img', { name: /^Zdjęcie \d$/ })).toHaveLength(GALLERY_MAX_IMAGES);
    expect(screen.getByText(`${GALLERY_MAX_IMAGES} z ${GALLERY_MAX_IMAGES} zdjęć`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nowe zdjęcie', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj zdjęcie' })).not.toBeInTheDocument();
  });

  it('still offers the upload one image below the maximum', async () => {
    await open(GALLERY_MAX_IMAGES - 1);
    expect(screen.getByLabelText('Nowe zdjęcie', { selector: 'input' })).toBeInTheDocument();
  });
});

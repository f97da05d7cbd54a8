import { useState } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GALLERY_MAX_IMAGES, galleryBodySchema, type Gallery } from '@scena/shared';
import { DeleteButton, IconAction, useAdminFeedback } from '../../../../components/admin-kit';
import { useIsFetching } from '@tanstack/react-query';
import { fetchGalleriesPage } from '../../api/getGalleries';
import { catalogKeys } from '../../api/keys';
import { useSaveGallery } from '../../api/saveGallery';
import { useDeleteGallery } from '../../api/deleteGallery';
import { EditableNameTable } from '../shared/EditableNameTable';
import { GalleryImagesModal } from './GalleryImagesModal';

/** view=galleries (spec 2 §2.8): inline names, the image manager and delete. */
export default function GalleriesScreen() {
  const { t } = useTranslation('admin');
  const loadingGalleries = useIsFetching({ queryKey: catalogKeys.galleries() }) > 0;
  const save = useSaveGallery();
  const remove = useDeleteGallery();
  const feedback = useAdminFeedback();
  const [managed, setManaged] = useState<Gallery | null>(null);

  const onDelete = async (gallery: Gallery) => {
    try {
      await remove.mutateAsync(gallery.id);
      feedback.success(t('galleries.deleted'));
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <>
      <EditableNameTable<Gallery>
        queryKey={catalogKeys.galleries()}
        fetchPage={fetchGalleriesPage}
        schema={galleryBodySchema}
        save={(id, name) => save.mutateAsync({ ...(id ? { id } : {}), body: { name } })}
        // Spec 2 §5: no saving while the list is (re)loading.
        busyMessage={loadingGalleries || save.isPending ? t('galleries.busy') : null}
        addLabel={t('galleries.add')}
        addedMessage={t('galleries.added')}
        nameLabel={t('galleries.name')}
        emptyText={t('galleries.empty')}
        extraColumns={[
          {
            key: 'images',
            title: t('galleries.images'),
            render: (_, row) => `${row.images.length}/${GALLERY_MAX_IMAGES}`,
          },
        ]}
        actions={(gallery) => (
          <>
            <IconAction
              title={t('galleries.manage_images')}
              icon={<PictureOutlined aria-hidden />}
              onClick={() => setManaged(gallery)}
              aria-label={`${t('galleries.manage_images')}: ${gallery.name}`}
            />
            <DeleteButton onConfirm={() => onDelete(gallery)} name={gallery.name} />
          </>
        )}
      />
      <GalleryImagesModal gallery={managed} onClose={() => setManaged(null)} />
    </>
  );
}

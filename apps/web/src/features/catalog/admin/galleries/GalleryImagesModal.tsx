import { useState } from 'react';
import { Button, Empty, Image, Modal, Popconfirm, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GALLERY_MAX_IMAGES } from '@scena/shared';
import { ImageBatchField, settleLimited, useAdminFeedback } from '../../../../components/admin-kit';
import { useGallery } from '../../api/getGallery';
import { useUploadGalleryImage } from '../../api/uploadGalleryImage';
import { useDeleteGalleryImage } from '../../api/deleteGalleryImage';

interface GalleryImagesModalProps {
  gallery: { id: number; name: string } | null;
  onClose: () => void;
}

/** Several uploads at once, but few: each is a large request the server stores and thumbnails. */
const UPLOADS_AT_ONCE = 2;

/**
 * Spec 2 §2.8: a gallery's images (at most 5); several can be chosen and uploaded in one go (as
 * many as still fit), and the upload form is hidden once it is full.
 */
export function GalleryImagesModal({ gallery, onClose }: GalleryImagesModalProps) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const detail = useGallery(gallery?.id ?? null);
  const upload = useUploadGalleryImage();
  const remove = useDeleteGalleryImage();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const images = detail.data?.images ?? [];
  const full = images.length >= GALLERY_MAX_IMAGES;

  /** Uploads the chosen images two at a time; those that failed stay chosen for another try. */
  const send = async () => {
    if (!gallery || files.length === 0) return;
    if (detail.isFetching) {
      feedback.failText(t('galleries.busy'));
      return;
    }
    setProgress({ done: 0, total: files.length });
    const results = await settleLimited(files, UPLOADS_AT_ONCE, async (file) => {
      const image = await upload.mutateAsync({ galleryId: gallery.id, file });
      setProgress((old) => old && { ...old, done: old.done + 1 });
      return image;
    });
    setProgress(null);
    setFiles(files.filter((_, index) => results[index]!.status === 'rejected'));
    const added = results.filter((result) => result.status === 'fulfilled').length;
    if (added > 0) feedback.success(t('galleries.images_added', { count: added }));
    for (const result of results) if (result.status === 'rejected') feedback.failure(result.reason);
  };
  const drop = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      feedback.success(t('galleries.image_deleted'));
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={gallery !== null}
      title={t('galleries.images_title', { name: gallery?.name ?? '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('kit.close')}</Button>}
      destroyOnHidden
      width={760}
    >
      <Spin spinning={detail.isLoading}>
        {images.length === 0 && !detail.isLoading ? (
          <Empty description={t('galleries.no_images')} />
        ) : (
          <div
            className="admin-card-grid"
            style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
          >
            {images.map((image, index) => (
              <Space key={image.id} orientation="vertical" align="center">
                <Image
                  src={image.thumb_url}
                  preview={{ src: image.url }}
                  alt={t('galleries.image_alt', { n: index + 1 })}
                  width={140}
                />
                <Popconfirm
                  title={t('galleries.confirm_image_delete')}
                  okText={t('kit.yes')}
                  cancelText={t('kit.no')}
                  onConfirm={() => drop(image.id)}
                >
                  <Button
                    danger
                    size="small"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('galleries.image_delete', { n: index + 1 })}
                  >
                    {t('kit.actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ))}
          </div>
        )}
      </Spin>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('galleries.count', { count: images.length, max: GALLERY_MAX_IMAGES })}
      </Typography.Paragraph>
      {!full && !detail.isLoading && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <ImageBatchField
            kind="gallery"
            label={t('galleries.new_image')}
            value={files}
            onChange={setFiles}
            room={GALLERY_MAX_IMAGES - images.length}
            limit={GALLERY_MAX_IMAGES}
            disabled={progress !== null}
          />
          <Button
            type="primary"
            icon={<UploadOutlined aria-hidden />}
            disabled={files.length === 0}
            loading={progress !== null}
            onClick={() => void send()}
          >
            {t('galleries.upload', { count: Math.max(1, files.length) })}
          </Button>
          <div aria-live="polite">
            {progress && <Typography.Text>{t('galleries.uploading', progress)}</Typography.Text>}
          </div>
        </Space>
      )}
    </Modal>
  );
}

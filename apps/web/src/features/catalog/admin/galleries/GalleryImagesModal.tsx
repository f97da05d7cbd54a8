import { useState } from 'react';
import { Button, Empty, Image, Modal, Popconfirm, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GALLERY_MAX_IMAGES } from '@scena/shared';
import { ImageField, useAdminFeedback, type ImageValue } from '../../../../components/admin-kit';
import { useGallery } from '../../api/getGallery';
import { useUploadGalleryImage } from '../../api/uploadGalleryImage';
import { useDeleteGalleryImage } from '../../api/deleteGalleryImage';

interface GalleryImagesModalProps {
  gallery: { id: number; name: string } | null;
  onClose: () => void;
}

/** Spec 2 §2.8: a gallery's images (at most 5); the upload form is hidden once it is full. */
export function GalleryImagesModal({ gallery, onClose }: GalleryImagesModalProps) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const detail = useGallery(gallery?.id ?? null);
  const upload = useUploadGalleryImage();
  const remove = useDeleteGalleryImage();
  const [file, setFile] = useState<ImageValue>(null);
  const images = detail.data?.images ?? [];
  const full = images.length >= GALLERY_MAX_IMAGES;

  const send = async () => {
    if (!gallery || !(file instanceof File)) return;
    if (detail.isFetching) {
      feedback.failText(t('galleries.busy'));
      return;
    }
    try {
      await upload.mutateAsync({ galleryId: gallery.id, file });
      setFile(null);
      feedback.success(t('galleries.image_added'));
    } catch (error) {
      feedback.failure(error);
    }
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
          <div className="admin-card-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
            {images.map((image, index) => (
              <Space key={image.id} orientation="vertical" align="center">
                <Image src={image.thumb_url} preview={{ src: image.url }} alt={t('galleries.image_alt', { n: index + 1 })} width={140} />
                <Popconfirm
                  title={t('galleries.confirm_image_delete')}
                  okText={t('kit.yes')}
                  cancelText={t('kit.no')}
                  onConfirm={() => drop(image.id)}
                >
                  <Button danger size="small" icon={<DeleteOutlined aria-hidden />} aria-label={t('galleries.image_delete', { n: index + 1 })}>
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
          <ImageField kind="gallery" label={t('galleries.new_image')} value={file} onChange={setFile} />
          <Button
            type="primary"
            icon={<UploadOutlined aria-hidden />}
            disabled={!(file instanceof File)}
            loading={upload.isPending}
            onClick={() => void send()}
          >
            {t('galleries.upload')}
          </Button>
        </Space>
      )}
    </Modal>
  );
}

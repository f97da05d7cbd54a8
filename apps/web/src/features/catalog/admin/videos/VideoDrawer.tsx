import { useTranslation } from 'react-i18next';
import { videoCreateSchema, videoUpdateSchema, type Video } from '@scena/shared';
import { DrawerForm } from '../../../../components/admin-kit';
import { useCategories } from '../../api/getCategories';
import { useDeleteVideoImage } from '../../api/deleteVideoImage';
import { useGalleries } from '../../api/getGalleries';
import { useSaveVideo } from '../../api/saveVideo';
import { VideoFormFields, type VideoImageField } from './VideoFormFields';
import {
  newVideoValues,
  splitVideoBody,
  videoToValues,
  videoValuesToBody,
  type VideoBody,
  type VideoFormValues,
} from './videoForm';

interface VideoDrawerProps {
  open: boolean;
  /** The edited video, or null for a new one. */
  video: Video | null;
  onClose: () => void;
}

/** Spec 2 §2.1, §3, §5: the add/edit video drawer, sent as multipart form data; closes after a successful save. */
export function VideoDrawer({ open, video, onClose }: VideoDrawerProps) {
  const { t } = useTranslation('admin');
  const categories = useCategories(open);
  const galleries = useGalleries(open);
  const save = useSaveVideo();
  const deleteImage = useDeleteVideoImage();
  const deleteStoredImage = video
    ? (field: VideoImageField) => () => deleteImage.mutateAsync({ videoId: video.id, field })
    : undefined;

  return (
    <DrawerForm<VideoFormValues, VideoBody>
      name="video"
      open={open}
      title={video ? t('videos.edit_title') : t('videos.add_title')}
      onClose={onClose}
      initialValues={video ? videoToValues(video) : newVideoValues()}
      toBody={videoValuesToBody}
      schema={video ? videoUpdateSchema : videoCreateSchema}
      onSubmit={(body) => save.mutateAsync({ ...(video ? { id: video.id } : {}), ...splitVideoBody(body) })}
      successMessage={video ? t('kit.updated') : t('videos.added')}
    >
      <VideoFormFields
        categories={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
        categoriesLoading={categories.isLoading}
        galleries={(galleries.data ?? []).map((gallery) => ({ value: gallery.id, label: gallery.name }))}
        galleriesLoading={galleries.isLoading}
        onDeleteImage={deleteStoredImage}
      />
    </DrawerForm>
  );
}

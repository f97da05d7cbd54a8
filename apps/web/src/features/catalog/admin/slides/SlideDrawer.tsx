import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { slideCreateSchema, slideUpdateSchema, type Slide, type SlideCreate } from '@scena/shared';
import { DrawerForm, ImageField, useFieldRules, type ImageValue } from '../../../../components/admin-kit';
import { useSaveSlide } from '../../api/saveSlide';

interface SlideFormValues {
  title: string;
  text: string;
  url?: string | null;
  published: boolean;
  bg_image?: ImageValue;
}

type SlideBody = SlideCreate & { bg_image_data?: File };

interface SlideDrawerProps {
  open: boolean;
  slide: Slide | null;
  onClose: () => void;
}

const toBody =
  (slide: Slide | null) =>
  (values: SlideFormValues): SlideBody => {
    const body: SlideBody = {
      title: values.title ?? '',
      text: values.text ?? '',
      url: values.url ?? null,
      published: !!values.published,
    };
    // '' removes the stored image (the contract's way); a new file replaces it.
    if (values.bg_image instanceof File) body.bg_image_data = values.bg_image;
    else if (!values.bg_image && slide?.bg_image) body.bg_image = '';
    return body;
  };

/** Spec 2 §2.9: add/edit slide drawer with a form-error banner; closes on success. */
export function SlideDrawer({ open, slide, onClose }: SlideDrawerProps) {
  const { t } = useTranslation('admin');
  const rules = useFieldRules(slideCreateSchema);
  const save = useSaveSlide();
  const initialValues: Partial<SlideFormValues> = slide
    ? {
        title: slide.title,
        text: slide.text,
        url: slide.url,
        published: slide.published,
        bg_image: slide.bg_image,
      }
    : { published: true, bg_image: null };

  return (
    <DrawerForm<SlideFormValues, SlideBody>
      name="slide"
      open={open}
      title={slide ? t('slides.edit_title') : t('slides.add_title')}
      onClose={onClose}
      initialValues={initialValues}
      toBody={toBody(slide)}
      schema={slide ? slideUpdateSchema : slideCreateSchema}
      fieldOf={(field) => (field === 'bg_image_data' ? 'bg_image' : field)}
      onSubmit={({ bg_image_data, ...fields }) =>
        save.mutateAsync({ ...(slide ? { id: slide.id } : {}), fields, image: bg_image_data })
      }
      successMessage={slide ? t('kit.updated') : t('slides.added')}
      errorBanner
    >
      <Form.Item name="title" label={t('slides.title')} rules={rules('title')} required>
        <Input />
      </Form.Item>
      <Form.Item name="text" label={t('slides.text')} rules={rules('text')} required>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} showCount />
      </Form.Item>
      <Form.Item name="url" label={t('slides.url')} rules={rules('url')} extra={t('slides.url_hint')}>
        <Input />
      </Form.Item>
      <Form.Item name="published" valuePropName="checked">
        <Checkbox>{t('slides.published')}</Checkbox>
      </Form.Item>
      <Form.Item name="bg_image" label={t('slides.bg_image')}>
        <ImageField kind="slide" label={t('slides.bg_image')} />
      </Form.Item>
    </DrawerForm>
  );
}

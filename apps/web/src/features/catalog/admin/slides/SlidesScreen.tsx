import { useState } from 'react';
import { Button, Form, Input, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { slideTranslationCreateSchema, slideTranslationUpdateSchema, type Slide } from '@scena/shared';
import {
  AdminList,
  DeleteButton,
  EditButton,
  MoveUpButton,
  StatusTag,
  TranslationsButton,
  useAdminFeedback,
  useFieldRules,
} from '../../../../components/admin-kit';
import { formatDate, formatTime } from '../../../../lib/dates';
import { fetchSlidesPage } from '../../api/getSlides';
import { catalogKeys } from '../../api/keys';
import { useSaveSlide } from '../../api/saveSlide';
import { useDeleteSlide } from '../../api/deleteSlide';
import { CatalogTranslations } from '../shared/CatalogTranslations';
import { truncate } from '../shared/dates';
import { SlideDrawer } from './SlideDrawer';

/** view=slider_settings (spec 2 §2.9): slides, the drawer, up arrow, translations, delete. */
export default function SlidesScreen() {
  const { t } = useTranslation('admin');
  const save = useSaveSlide();
  const remove = useDeleteSlide();
  const feedback = useAdminFeedback();
  const rules = useFieldRules(slideTranslationCreateSchema);
  const [drawer, setDrawer] = useState<{ open: boolean; slide: Slide | null }>({ open: false, slide: null });
  const [translated, setTranslated] = useState<Slide | null>(null);
  const [moving, setMoving] = useState<number | null>(null);

  const moveUp = async (slide: Slide) => {
    setMoving(slide.id);
    try {
      // A PUT without changes bumps updated_at, which puts the slide first.
      await save.mutateAsync({ id: slide.id, fields: {} });
      feedback.success(t('kit.updated'));
    } catch (error) {
      feedback.failure(error);
    } finally {
      setMoving(null);
    }
  };
  const onDelete = async (slide: Slide) => {
    try {
      await remove.mutateAsync(slide.id);
      feedback.success(t('slides.deleted'));
    } catch (error) {
      feedback.failure(error);
    }
  };

  const columns: ColumnsType<Slide> = [
    {
      key: 'image',
      title: t('slides.bg_image'),
      render: (_, slide) =>
        slide.bg_image ? (
          <img src={slide.bg_image} alt="" style={{ width: 96, height: 54, objectFit: 'cover' }} />
        ) : null,
    },
    {
      key: 'title',
      title: t('slides.title'),
      sorter: true,
      render: (_, slide) => (
        <Space orientation="vertical" size={4}>
          <Typography.Text strong>{slide.title}</Typography.Text>
          {slide.published ? (
            <StatusTag tone="success">{t('slides.tag_published')}</StatusTag>
          ) : (
            <StatusTag tone="warning">{t('slides.tag_unpublished')}</StatusTag>
          )}
        </Space>
      ),
    },
    // Long texts and links wrap in a column of their own width instead of widening the table.
    {
      key: 'text',
      title: t('slides.text'),
      render: (_, slide) => <div className="admin-list__wrap">{truncate(slide.text, 120)}</div>,
    },
    {
      key: 'url',
      title: t('slides.url'),
      render: (_, slide) => <div className="admin-list__wrap">{slide.url ?? ''}</div>,
    },
    {
      key: 'updated',
      title: t('kit.list.updated_at'),
      render: (_, slide) => `${formatDate(slide.updated_at)} ${formatTime(slide.updated_at)}`,
    },
    {
      key: 'actions',
      title: t('kit.actions.label'),
      render: (_, slide) => (
        <Space wrap>
          <MoveUpButton onClick={() => void moveUp(slide)} loading={moving === slide.id} name={slide.title} />
          <EditButton onClick={() => setDrawer({ open: true, slide })} name={slide.title} />
          <TranslationsButton onClick={() => setTranslated(slide)} name={slide.title} />
          <DeleteButton onConfirm={() => onDelete(slide)} name={slide.title} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <AdminList<Slide>
        queryKey={catalogKeys.slides()}
        fetchPage={fetchSlidesPage}
        defaultSort={{ field: 'updated_at', dir: 'desc' }}
        rowKey={(slide) => slide.id}
        columns={columns}
        searchLabel={t('kit.list.search')}
        emptyText={t('slides.empty')}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDrawer({ open: true, slide: null })}
          >
            {t('slides.add')}
          </Button>
        }
      />
      <SlideDrawer
        open={drawer.open}
        slide={drawer.slide}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
      />
      <CatalogTranslations
        kind="slide"
        owner={translated ? { id: translated.id, title: translated.title } : null}
        onClose={() => setTranslated(null)}
        ownerField="slide_id"
        createSchema={slideTranslationCreateSchema}
        updateSchema={slideTranslationUpdateSchema}
        describe={(row) => row.title ?? ''}
        title={t('kit.translations.title', { name: translated?.title ?? '' })}
      >
        <Form.Item name="title" label={t('slides.title')} rules={rules('title')}>
          <Input />
        </Form.Item>
        <Form.Item name="text" label={t('slides.text')} rules={rules('text')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </CatalogTranslations>
    </>
  );
}

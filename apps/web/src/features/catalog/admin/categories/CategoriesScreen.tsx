import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  categoryBodySchema,
  categoryTranslationCreateSchema,
  categoryTranslationUpdateSchema,
  type Category,
} from '@scena/shared';
import {
  DeleteButton,
  MoveUpButton,
  TranslationsButton,
  useAdminFeedback,
  useFieldRules,
} from '../../../../components/admin-kit';
import { fetchCategoriesPage } from '../../api/getCategories';
import { catalogKeys } from '../../api/keys';
import { useSaveCategory } from '../../api/saveCategory';
import { useDeleteCategory } from '../../api/deleteCategory';
import { CatalogTranslations } from '../shared/CatalogTranslations';
import { EditableNameTable } from '../shared/EditableNameTable';

/** view=categories (spec 2 §2.7): inline names, up arrow (re-save → top), translations, delete. */
export default function CategoriesScreen() {
  const { t } = useTranslation('admin');
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const feedback = useAdminFeedback();
  const rules = useFieldRules(categoryTranslationCreateSchema);
  const [translated, setTranslated] = useState<Category | null>(null);
  const [moving, setMoving] = useState<number | null>(null);

  const moveUp = async (category: Category) => {
    setMoving(category.id);
    try {
      await save.mutateAsync({ id: category.id, body: { name: category.name } });
      feedback.success(t('kit.updated'));
    } catch (error) {
      feedback.failure(error);
    } finally {
      setMoving(null);
    }
  };
  const onDelete = async (category: Category) => {
    try {
      await remove.mutateAsync(category.id);
      feedback.success(t('categories.deleted'));
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <>
      <EditableNameTable<Category>
        queryKey={catalogKeys.categories()}
        fetchPage={fetchCategoriesPage}
        schema={categoryBodySchema}
        save={(id, name) => save.mutateAsync({ ...(id ? { id } : {}), body: { name } })}
        addLabel={t('categories.add')}
        addedMessage={t('categories.added')}
        nameLabel={t('categories.name')}
        emptyText={t('categories.empty')}
        extraColumns={[
          { key: 'videos', title: t('categories.videos'), render: (_, row) => row.videos.length },
        ]}
        actions={(category) => (
          <>
            <MoveUpButton
              onClick={() => void moveUp(category)}
              loading={moving === category.id}
              name={category.name}
            />
            <TranslationsButton onClick={() => setTranslated(category)} name={category.name} />
            <DeleteButton
              onConfirm={() => onDelete(category)}
              name={category.name}
              // The admin's list counts every video (also hidden ones) that loses this category.
              warning={
                category.videos.length > 0 ? t('categories.used_by', { count: category.videos.length }) : null
              }
            />
          </>
        )}
      />
      <CatalogTranslations
        kind="category"
        owner={translated ? { id: translated.id, title: translated.name } : null}
        onClose={() => setTranslated(null)}
        ownerField="category_id"
        createSchema={categoryTranslationCreateSchema}
        updateSchema={categoryTranslationUpdateSchema}
        describe={(row) => row.name}
        title={t('kit.translations.title', { name: translated?.name ?? '' })}
      >
        <Form.Item name="name" label={t('categories.name')} rules={rules('name')} required>
          <Input />
        </Form.Item>
      </CatalogTranslations>
    </>
  );
}

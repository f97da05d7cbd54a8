import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { TranslationKind } from '@scena/shared';
import { TranslationsModal } from '../../../../components/admin-kit';
import { useTranslations } from '../../api/getTranslations';
import { fetchTranslation } from '../../api/getTranslation';
import { useCreateTranslation } from '../../api/createTranslation';
import { useUpdateTranslation } from '../../api/updateTranslation';
import { useDeleteTranslation } from '../../api/deleteTranslation';
import type { TranslationTypes } from '../../api/translationTypes';

interface CatalogTranslationsProps<K extends TranslationKind> {
  kind: K;
  /** The translated item (its id and a title for the modal), or null when closed. */
  owner: { id: number; title: string } | null;
  onClose: () => void;
  /** Body field naming the owner in POST /api/translations/{kind}. */
  ownerField: 'video_id' | 'event_id' | 'category_id' | 'slide_id';
  createSchema: ZodType;
  updateSchema: ZodType;
  describe: (row: TranslationTypes[K]['row']) => ReactNode;
  /** Form values → body fields (without language_code and the owner id). */
  toFields?: (values: Record<string, unknown>) => Record<string, unknown>;
  toValues?: (row: TranslationTypes[K]['row']) => Record<string, unknown>;
  title: string;
  children: ReactNode;
}

/** Wires the kit's TranslationsModal to the catalogue's translation endpoints for one kind. */
export function CatalogTranslations<K extends TranslationKind>(props: CatalogTranslationsProps<K>) {
  const { kind, owner, onClose, ownerField, children } = props;
  const list = useTranslations(kind, owner?.id ?? null);
  const create = useCreateTranslation(kind);
  const update = useUpdateTranslation(kind);
  const remove = useDeleteTranslation(kind);

  const toBody = (values: Record<string, unknown>, mode: 'add' | 'edit') => {
    const fields = props.toFields ? props.toFields(values) : { ...values };
    const body = { ...fields, language_code: values.language_code };
    return mode === 'add' ? { ...body, [ownerField]: owner?.id } : body;
  };

  return (
    <TranslationsModal<TranslationTypes[K]['row'], Record<string, unknown>>
      open={owner !== null}
      title={props.title}
      onClose={onClose}
      translations={list.data}
      loading={list.isLoading}
      describe={props.describe}
      loadOne={(id) => fetchTranslation(kind, id)}
      toBody={toBody}
      toValues={props.toValues}
      createSchema={props.createSchema}
      updateSchema={props.updateSchema}
      onCreate={(body) => create.mutateAsync(body as TranslationTypes[K]['create'])}
      onUpdate={(id, body) => update.mutateAsync({ id, body: body as TranslationTypes[K]['update'] })}
      onDelete={(id) => remove.mutateAsync(id)}
    >
      {children}
    </TranslationsModal>
  );
}

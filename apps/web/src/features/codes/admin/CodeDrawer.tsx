import { useTranslation } from 'react-i18next';
import { createCodeBody, updateCodeBody, type DiscountCode } from '@scena/shared';
import { DrawerForm } from '../../../components/admin-kit';
import { useCreateCodes, useUpdateCode } from './api/codesAdminApi';
import { useProductOptions } from './api/useProductOptions';
import { CodeFormFields } from './CodeFormFields';
import {
  codeFieldOf,
  codeToValues,
  newCodeValues,
  valuesToCreateBody,
  valuesToUpdateBody,
  type CodeFormValues,
} from './codeForm';

/**
 * Add or edit a discount code (spec 3 §2.8, §4: the drawer closes after a successful save). Adding
 * hands the texts made to `onCreated` (the modal with Copy).
 */
export function CodeDrawer({
  open,
  code,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The code being edited; null adds. */
  code: DiscountCode | null;
  onClose: () => void;
  onCreated: (codes: string[]) => void;
}) {
  const { t } = useTranslation('codes-admin');
  const products = useProductOptions();
  const create = useCreateCodes();
  const update = useUpdateCode();
  const fields = (
    <CodeFormFields
      editing={code !== null}
      events={products.data?.events}
      videos={products.data?.videos}
      loadingProducts={products.isLoading}
    />
  );
  if (code)
    return (
      <DrawerForm<CodeFormValues, ReturnType<typeof valuesToUpdateBody>>
        open={open}
        name="code-edit"
        title={t('edit_title', { code: code.code })}
        onClose={onClose}
        initialValues={codeToValues(code)}
        toBody={valuesToUpdateBody}
        schema={updateCodeBody}
        fieldOf={codeFieldOf}
        onSubmit={(body) => update.mutateAsync({ id: code.id, body })}
        successMessage={t('saved')}
      >
        {fields}
      </DrawerForm>
    );
  return (
    <DrawerForm<CodeFormValues, ReturnType<typeof valuesToCreateBody>>
      open={open}
      name="code-add"
      title={t('add_title')}
      onClose={onClose}
      initialValues={newCodeValues()}
      toBody={valuesToCreateBody}
      schema={createCodeBody}
      fieldOf={codeFieldOf}
      onSubmit={async (body) => onCreated((await create.mutateAsync(body)).codes)}
      successMessage={t('saved')}
    >
      {fields}
    </DrawerForm>
  );
}

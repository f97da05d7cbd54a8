/** The admin kit: antd wrappers every admin screen uses (ARCHITECTURE.md rule 7: viewer pages carry no admin code). Admin chunks only. */
import './admin-kit.css';

export { AdminKitProvider } from './AdminKitProvider';
export { AdminList, type AdminListProps, type CardSort, type ListPageData } from './AdminList';
export { useListUrlState, type ListUrlState } from './useListUrlState';
export { DrawerForm, type DrawerFormProps } from './DrawerForm';
export {
  TranslationsModal,
  type TranslationsModalProps,
  type TranslationMode,
  type TranslationRow,
} from './TranslationsModal';
export { ImageField, type ImageValue, type ImageFieldProps } from './ImageField';
export { ImageBatchField, type ImageBatchFieldProps } from './ImageBatchField';
export { mapLimited, settleLimited } from './mapLimited';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { StatusTag } from './StatusTag';
export {
  DeleteButton,
  EditButton,
  IconAction,
  MoveUpButton,
  OpenButton,
  TranslationsButton,
} from './RowActions';
export { useAdminFeedback } from './feedback';
export { apiErrorBody, ADMIN_CALL_META } from './apiError';
export { useSchemaSubmit } from './useSchemaSubmit';
export { useFieldRules } from './useFieldRules';
export { fieldSchema, setFieldErrors, toLanguage, zodRule } from './zodForm';
export { adminTheme, ADMIN_PRIMARY, tagColors } from './theme';

import { useCallback } from 'react';
import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { fieldSchema, toLanguage, zodRule } from './zodForm';

/**
 * `rules(field)` gives a Form.Item the contract's rule for that field, so the form and the server
 * validate with one schema. `required` only adds antd's asterisk; the message comes from zod.
 */
export function useFieldRules(schema: ZodType | undefined) {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return useCallback((field: string): Rule[] => [zodRule(fieldSchema(schema, field), lang)], [schema, lang]);
}

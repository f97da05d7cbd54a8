import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ZodError, ZodType } from 'zod';
import { translate, type Language } from '@scena/shared';

type Issue = ZodError['issues'][number];

const KEY = /^[a-z_]+(\.[a-z0-9_]+)+$/i;

/**
 * The same translation the server's error handler applies to zod issues: contracts put message
 * keys in their issues; zod's own defaults become the generic required / too long / invalid texts.
 */
export const issueText = (lang: Language, issue: Issue): string => {
  const custom = 'params' in issue && issue.params && typeof issue.params === 'object' ? issue.params : {};
  const params: Record<string, string | number> = { ...(custom as Record<string, string | number>) };
  if ('maximum' in issue && typeof issue.maximum === 'number') params.max = issue.maximum;
  if ('minimum' in issue && typeof issue.minimum === 'number') params.min = issue.minimum;
  if (KEY.test(issue.message)) return translate(lang, issue.message, params);
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return translate(lang, 'form.validate.required');
  }
  if (issue.code === 'too_big' && typeof params.max === 'number') return translate(lang, 'form.validate.too_long', params);
  return translate(lang, 'form.validate.invalid_value');
};

export const toLanguage = (lng: string | undefined): Language => (lng?.startsWith('en') ? 'en' : 'pl');

/** Field path of a body issue as the form names it (nested paths joined with dots, like formError). */
const bodyField = (issue: Issue) => issue.path.map(String).join('.') || '_';

/** Body field name → form field name; fields the form does not show are reported by the caller. */
export type FieldOf = (bodyField: string) => string | undefined;

/**
 * Puts per-field messages on an antd form. Returns the messages that have no field on the form
 * (shown in the toast or banner instead, so no error is ever silently dropped).
 */
export const setFieldErrors = (
  form: FormInstance,
  errors: Record<string, string>,
  fieldOf: FieldOf = (f) => f,
  formFields?: readonly string[],
): string[] => {
  const orphans: string[] = [];
  const fields: { name: string; errors: string[] }[] = [];
  for (const [field, text] of Object.entries(errors)) {
    const name = fieldOf(field);
    if (!name || (formFields && !formFields.includes(name))) orphans.push(text);
    else fields.push({ name, errors: [text] });
  }
  form.setFields(fields);
  return orphans;
};

/** Clears the messages of fields the admin just changed (a server message judged the old value). */
export const clearErrors = (form: FormInstance, names: string[]) => form.setFields(names.map((name) => ({ name, errors: [] })));

/** First issue per body field, translated. */
export const zodErrorsByField = (lang: Language, error: ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = bodyField(issue);
    if (!out[field]) out[field] = issueText(lang, issue);
  }
  return out;
};

/**
 * An antd rule that runs one field's zod schema (taken from the contract's shape), so the form
 * shows the contract's message as the admin types. Cross-field rules run on submit.
 */
export const zodRule = (schema: ZodType | undefined, lang: Language): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (!schema) return;
    const result = schema.safeParse(value);
    if (result.success) return;
    // An emptied input gives '' (text) or null (numbers) where the contract says optional:
    // empty means "not given", and the form's toBody maps it accordingly.
    if ((value === '' || value === null) && schema.safeParse(undefined).success) return;
    const first = result.error.issues[0];
    if (first) throw new Error(issueText(lang, first));
  },
});

/**
 * One field's schema out of a contract's object schema (also through `.transform` pipes), for
 * per-field antd rules. Undefined when the schema is not an object or has no such field.
 */
export const fieldSchema = (schema: ZodType | undefined, field: string): ZodType | undefined => {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth++) {
    const def = (current as { def?: { type?: string; in?: unknown; innerType?: unknown } }).def;
    const shape = (current as { shape?: Record<string, ZodType> }).shape;
    if (def?.type === 'object' && shape) return shape[field];
    current = def?.type === 'pipe' ? def.in : def?.innerType;
  }
  return undefined;
};

import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';
import { issueToMessage, type Language } from '@scena/shared';

export const toLanguage = (lng: string | undefined): Language => (lng?.startsWith('en') ? 'en' : 'pl');

/** Body field name (as formError names it) → form field name; fields the form does not show are reported by the caller. */
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

/**
 * Scrolls to the first field with a message and moves focus into it, so a keyboard or screen-reader
 * user lands on what to fix (not on Save, with the message above the visible area).
 */
export const focusFirstError = (form: FormInstance) => {
  const first = form.getFieldsError().find((field) => field.errors.length > 0);
  if (first) form.scrollToField(first.name, { block: 'center', focus: true });
};

/** Clears the messages of fields the admin just changed (a server message judged the old value). */
export const clearErrors = (form: FormInstance, names: string[]) =>
  form.setFields(names.map((name) => ({ name, errors: [] })));

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
    if (first) throw new Error(issueToMessage(first, lang));
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

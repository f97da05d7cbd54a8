/**
 * The one input rule every request passes before any route logic (server: plugins/input-text.ts):
 * no C0 control characters except tab, line feed and carriage return (NUL included: PostgreSQL
 * cannot store it and it hides text from people reading it), and no lone UTF-16 surrogates
 * (JSON's "\ud800" escape: not Unicode, PostgreSQL drivers turn it into U+FFFD or fail).
 *
 * One rule for every field, multi-line or not: tab and line breaks are allowed everywhere, and a
 * single-line field's own schema (trim, pattern) decides further. Object keys are checked too.
 * Browser-safe: no Node or zod imports.
 */
import { AppError } from '../errors';
import { issueField } from './issue-message';

export type UnsafeTextKey = 'form.validate.control_chars' | 'form.validate.invalid_unicode';

/** C0 controls except \t \n \r. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string, or null when it is acceptable text. */
export const unsafeTextKey = (value: string): UnsafeTextKey | null => {
  if (CONTROL_CHARS.test(value)) return 'form.validate.control_chars';
  if (LONE_SURROGATE.test(value)) return 'form.validate.invalid_unicode';
  return null;
};

export interface UnsafeText {
  /** Where in the value: keys from the top ([] for the value itself); a bad key names itself. */
  path: string[];
  key: UnsafeTextKey;
}

/** The first unsafe string (or object key) in a parsed JSON value, a query object or a form. */
export const findUnsafeText = (value: unknown, path: string[] = [], depth = 0): UnsafeText | null => {
  if (typeof value === 'string') {
    const key = unsafeTextKey(value);
    return key ? { path, key } : null;
  }
  // Deeper than any contract goes; the body limit bounds the work anyway.
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnsafeText(value[index], [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [name, item] of Object.entries(value)) {
    const keyProblem = unsafeTextKey(name);
    // The field's name itself is the problem: report it on the object holding it.
    if (keyProblem) return { path, key: keyProblem };
    const found = findUnsafeText(item, [...path, name], depth + 1);
    if (found) return found;
  }
  return null;
};

/** Throws the 400 the whole API answers for unsafe text: formError names the field (dotted path, `_` for the whole). */
export const assertSafeText = (value: unknown): void => {
  const found = findUnsafeText(value);
  if (found)
    throw new AppError('VALIDATION', 'form.validate.invalid', {
      formError: { [issueField(found.path)]: found.key },
    });
};

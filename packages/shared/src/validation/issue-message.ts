/**
 * Zod issue → message key and interpolation values: the one mapping behind every form error the
 * server answers and the web shows (ARCHITECTURE.md, "Validation"). It reads the issue's plain
 * fields only, so issues of classic zod and of zod/mini (and fastify-type-provider-zod's copies
 * of them) all work, and it imports neither zod nor a message catalogue: the viewer's sign-in page
 * loads it without either. `issues.ts` adds the shared catalogue for the server and the admin panel.
 */

/** The fields of a zod 4 issue this mapping reads (`z.core.$ZodIssue` fits). */
export interface ValidationIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly origin?: string;
  readonly maximum?: unknown;
  readonly minimum?: unknown;
  readonly exact?: boolean;
  readonly input?: unknown;
  /** Custom issues (refine / superRefine / addIssue) carry their interpolation values here. */
  readonly params?: unknown;
  /** `unrecognized_keys` (strict objects): the names refused, interpolated as {{fields}}. */
  readonly keys?: readonly unknown[];
}

export type MessageParams = Record<string, string | number>;
export interface MessageRef {
  key: string;
  params: MessageParams;
}
/** Translates a key with its values: the shared `translate` bound to a language, or i18next's `t`. */
export type Translator = (key: string, params: MessageParams) => string;

/** Message keys look like `form.validate.required`; zod's own defaults are English sentences. */
const KEY = /^[a-z_]+(\.[a-z0-9_]+)+$/i;
export const isMessageKey = (text: string): boolean => KEY.test(text);

const NUMERIC_ORIGINS = new Set(['number', 'int', 'bigint']);

const limit = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined;

const paramsOf = (issue: ValidationIssue): MessageParams => {
  const params: MessageParams = {};
  if (issue.params && typeof issue.params === 'object') {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  if (Array.isArray(issue.keys)) params.fields = issue.keys.map(String).join(', ');
  const max = limit(issue.maximum);
  const min = limit(issue.minimum);
  if (max !== undefined) params.max = max;
  if (min !== undefined) params.min = min;
  const exact = max ?? min;
  if (issue.exact && exact !== undefined) params.length = exact;
  return params;
};

/**
 * A missing value. zod keeps `input` on the issue only when asked (reportInput); otherwise its
 * English default says "received undefined". zod/mini without a locale says neither: such an
 * issue reads as an invalid value, which is why the contracts give their own keys for "required".
 */
const isMissing = (issue: ValidationIssue): boolean =>
  'input' in issue
    ? issue.input === undefined || issue.input === null
    : /received (undefined|null)\b/.test(issue.message);

/** Which catalogue key says what is wrong, with the values its text interpolates. */
export const issueMessageRef = (issue: ValidationIssue): MessageRef => {
  const params = paramsOf(issue);
  if (isMessageKey(issue.message)) return { key: issue.message, params };
  const text = issue.origin === 'string';
  const numeric = issue.origin !== undefined && NUMERIC_ORIGINS.has(issue.origin);
  switch (issue.code) {
    case 'invalid_type':
      return { key: isMissing(issue) ? 'form.validate.required' : 'form.validate.invalid_value', params };
    case 'too_big':
      if (text) return { key: issue.exact ? 'form.validate.length' : 'form.validate.too_long', params };
      if (numeric) return { key: 'form.validate.too_big', params };
      break;
    case 'too_small':
      if (text && issue.exact) return { key: 'form.validate.length', params };
      // "At least 1 character" is how zod says a text is required.
      if (text)
        return { key: params.min === 1 ? 'form.validate.required' : 'form.validate.too_short', params };
      if (numeric) return { key: 'form.validate.too_small', params };
      break;
  }
  return { key: 'form.validate.invalid_value', params };
};

/** How a form names the field of an issue: nested paths joined with dots; the whole body is `_`. */
export const issueField = (path: readonly PropertyKey[]): string => path.map(String).join('.') || '_';

/** Field → message key and values, the first issue per field winning (zod lists them in check order). */
export const issuesToRefs = (issues: readonly ValidationIssue[]): Record<string, MessageRef> => {
  const out: Record<string, MessageRef> = {};
  for (const issue of issues) {
    const field = issueField(issue.path);
    if (!(field in out)) out[field] = issueMessageRef(issue);
  }
  return out;
};

/** Field → translated message (first issue per field). */
export const issuesToMessages = (
  issues: readonly ValidationIssue[],
  translate: Translator,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(issuesToRefs(issues)).map(([field, { key, params }]) => [field, translate(key, params)]),
  );

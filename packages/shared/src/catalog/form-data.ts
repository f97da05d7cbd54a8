/**
 * Multipart forms (videos, slides): the web encodes typed values into FormData with
 * `toCatalogFormData`; the server turns the text parts back into JSON types with
 * `decodeFormFields` and validates with the same zod schema as JSON bodies.
 *
 * Encoding: undefined is left out, null is '' (= empty/none), booleans 'true'/'false', numbers as
 * text, arrays as repeated parts (an empty array as one '' part).
 */

export interface FormKinds {
  readonly numbers: readonly string[];
  readonly flags: readonly string[];
  readonly idLists: readonly string[];
}

export const toCatalogFormData = (
  values: Record<string, unknown>,
  files: Record<string, Blob | null | undefined> = {},
): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) form.append(name, '');
      for (const item of value) form.append(name, String(item));
    } else if (value === null) form.append(name, '');
    else if (typeof value === 'boolean') form.append(name, value ? 'true' : 'false');
    else form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file);
  return form;
};

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Text parts (name → values in order) → values for the zod schema. Unknown shapes stay text so zod reports them. */
export const decodeFormFields = (
  fields: Record<string, string[]>,
  kinds: FormKinds,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [rawName, values] of Object.entries(fields)) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const last = values[values.length - 1] ?? '';
    if (kinds.idLists.includes(name)) {
      const items = values.flatMap((value) => {
        const text = value.trim();
        if (text.startsWith('[')) {
          try {
            const parsed: unknown = JSON.parse(text);
            return Array.isArray(parsed) ? parsed.map((item) => String(item)) : [text];
          } catch {
            return [text];
          }
        }
        return text.split(',');
      });
      out[name] = items
        .map((item) => item.trim())
        .filter((item) => item !== '')
        .map((item) => (NUMBER.test(item) ? Number(item) : item));
    } else if (kinds.numbers.includes(name)) {
      const text = last.trim();
      out[name] = text === '' || text === 'null' ? null : NUMBER.test(text) ? Number(text) : text;
    } else if (kinds.flags.includes(name)) {
      const text = last.trim().toLowerCase();
      out[name] = ['true', '1', 'on'].includes(text)
        ? true
        : ['false', '0', ''].includes(text)
          ? false
          : text;
    } else {
      out[name] = last;
    }
  }
  return out;
};

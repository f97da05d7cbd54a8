import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import { AppError, assertSafeText, decodeFormFields, type FormKinds } from '@scena/shared';
import { IMAGE_LIMITS, MAX_IMAGE_BYTES, type ImageKind } from '@scena/shared/images';
import { imageTooLarge } from './images';

/**
 * Registers @fastify/multipart in the calling plugin's scope unless an outer scope already did
 * (registering it twice fails on its decorators). Field and file counts are capped; file sizes
 * are checked per field by readValidatedForm.
 */
export const ensureMultipart = async (app: FastifyInstance): Promise<void> => {
  if (app.hasRequestDecorator('isMultipart')) return;
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 1_048_576,
      fields: 100,
      files: 8,
      parts: 110,
      headerPairs: 200,
      fileSize: MAX_IMAGE_BYTES + 1,
    },
  });
};

interface FormInput {
  /** Text parts by name, in order (JSON bodies: the body object itself under `json`). */
  fields: Record<string, string[]>;
  json: Record<string, unknown> | null;
  /** File parts by form field name. */
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form (or a JSON body) with the given file fields: `fileFields` maps a part
 * name to its image kind (cap). Parts named `<field>_data` count as `<field>` (spec 2 §7 uses
 * bg_image_data). Oversized files answer 413 with the field's message; unknown file parts 400.
 */
const readForm = async (
  request: FastifyRequest,
  fileFields: Record<string, ImageKind>,
): Promise<FormInput> => {
  if (!request.isMultipart()) {
    const body = request.body;
    // Fastify parses text/plain into a string: such a body cannot carry form fields.
    if (typeof body === 'string') throw new AppError('UNSUPPORTED_MEDIA', 'error.unsupported_media');
    const json =
      body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { fields: {}, json, files: {} };
  }
  const fields: Record<string, string[]> = {};
  const files: Record<string, Buffer> = {};
  let failure: AppError | null = null;
  let current: { field: string; kind: ImageKind } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        (fields[part.fieldname] ??= []).push(
          typeof part.value === 'string' ? part.value : String(part.value ?? ''),
        );
        continue;
      }
      const field = part.fieldname.endsWith('_data') ? part.fieldname.slice(0, -5) : part.fieldname;
      const kind = fileFields[field];
      if (!kind) {
        part.file.resume();
        failure ??= new AppError('VALIDATION', 'catalog.image.unknown_field', {
          formError: { [field]: 'catalog.image.unknown_field' },
        });
        continue;
      }
      current = { field, kind };
      const cap = IMAGE_LIMITS[kind].maxBytes;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= cap) chunks.push(chunk);
      }
      if (size > cap || part.file.truncated) failure ??= imageTooLarge(field, kind);
      // An empty file part means "no new file" (browsers send one for an untouched input).
      else if (size > 0) files[field] = Buffer.concat(chunks);
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE' && current) throw imageTooLarge(current.field, current.kind);
    // Fastify's limits (FST_*) and busboy's parse errors (no boundary, body cut short) alike.
    throw new AppError('BAD_REQUEST', 'error.bad_request');
  }
  if (failure) throw failure;
  // Multipart text skips the JSON hook (plugins/input-text.ts): the same text rule here, per field.
  assertSafeText(
    Object.fromEntries(Object.entries(fields).map(([name, values]) => [name, values.join('\n')])),
  );
  return { fields, json: null, files };
};

/** Validates with a contract schema; a failure answers 400 with formError exactly as JSON routes do. */
export const parseWith = <S extends z.ZodType>(schema: S, values: unknown): z.output<S> => {
  const result = schema.safeParse(values);
  if (!result.success)
    throw new AppError('VALIDATION', 'form.validate.invalid', { issues: result.error.issues });
  return result.data;
};

export interface FormSpec<S extends z.ZodType> {
  /** File parts by name and the image kind whose limits they get. */
  images: Readonly<Record<string, ImageKind>>;
  /** The contract schema of the text fields, and how their multipart text decodes (form-data.ts). */
  schema?: S;
  kinds?: FormKinds;
}

export interface ValidatedForm<T> {
  values: T;
  /** Size-checked file parts by field (the content is checked when stored: storeImage). */
  files: Record<string, Buffer>;
}

const NO_KINDS: FormKinds = { numbers: [], flags: [], idLists: [] };

/**
 * The one way a route reads a form with files (multipart, or JSON without files): files within
 * their kind's limits, text fields decoded and validated with the contract schema. Errors are the
 * same as for a JSON body (error-handler.ts turns the zod issues into formError).
 */
export const readValidatedForm = async <S extends z.ZodType = z.ZodType<Record<string, never>>>(
  request: FastifyRequest,
  spec: FormSpec<S>,
): Promise<ValidatedForm<z.output<S>>> => {
  const form = await readForm(request, spec.images);
  const values = form.json ?? decodeFormFields(form.fields, spec.kinds ?? NO_KINDS);
  return { values: spec.schema ? parseWith(spec.schema, values) : ({} as z.output<S>), files: form.files };
};

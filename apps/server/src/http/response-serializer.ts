import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

/**
 * zod kinds whose JSON text is not what the output JSON Schema describes, or that JSON Schema
 * cannot describe: the zod serializer *encodes* (a pipe or codec writes its input side, a default
 * is not filled in on the way out), so a response schema holding any of them keeps zod.
 */
const ZOD_ONLY = new Set([
  'pipe',
  'transform',
  'default',
  'prefault',
  'catch',
  'custom',
  'date',
  'map',
  'set',
  'promise',
  'function',
  'bigint',
  'symbol',
  'undefined',
  'void',
  'nan',
  'file',
  'never',
]);

/**
 * The JSON Schema fast-json-stringify is compiled from, or why there is none. Objects lose
 * `additionalProperties: false`: fast-json-stringify writes only declared properties without it,
 * and the union branch is then picked as zod picks it (the first branch the value passes, extra
 * fields ignored) when its ajv check runs. An object that keeps other fields (loose, catchall)
 * falls back to zod, so no serialised object ever writes a property its schema does not name.
 */
export const serializableJsonSchema = (schema: $ZodType): { jsonSchema: JsonSchema } | { reason: string } => {
  let reason: string | undefined;
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      cycles: 'throw',
      override: ({ zodSchema }) => {
        const type = (zodSchema as $ZodType)._zod.def.type;
        if (ZOD_ONLY.has(type)) reason ??= `holds a zod ${type}`;
      },
    }) as JsonSchema;
  } catch (error) {
    return { reason: (error as Error).message };
  }
  if (reason) return { reason };
  const looseObject = normalise(jsonSchema);
  return looseObject ? { reason: 'an object keeps unknown fields' } : { jsonSchema };
};

/** Strips `additionalProperties: false`, folds `anyOf [T, null]` into `type: [T, 'null']`; true if an object is loose. */
const normalise = (node: unknown): boolean => {
  if (Array.isArray(node)) return node.map(normalise).some(Boolean);
  if (!node || typeof node !== 'object') return false;
  const schema = node as JsonSchema;
  let loose = false;
  if (schema.additionalProperties === false) delete schema.additionalProperties;
  else if (schema.additionalProperties !== undefined && schema.properties) loose = true;
  for (const value of Object.values(schema)) loose = normalise(value) || loose;
  foldLiterals(schema);
  foldNullable(schema);
  return loose;
};

/**
 * `anyOf` of literals of one primitive type (`z.union([z.literal(0), z.literal(1)])`) as one
 * `enum`: the value is written the same way whichever literal it is, without ajv per field.
 */
const foldLiterals = (schema: JsonSchema) => {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length === 0) return;
  const type = (options[0] as JsonSchema).type;
  if (typeof type !== 'string' || !['string', 'number', 'integer', 'boolean'].includes(type)) return;
  const literal = (option: JsonSchema) =>
    option.type === type && 'const' in option && Object.keys(option).length === 2;
  if (!options.every((option) => literal(option as JsonSchema))) return;
  delete schema.anyOf;
  Object.assign(schema, { type, enum: options.map((option) => (option as JsonSchema).const) });
};

/**
 * `anyOf [{ type: T, … }, { type: 'null' }]` (zod's `nullable`) as `type: [T, 'null']`: the same
 * text, chosen by a `typeof` check instead of running ajv on every nullable field of every item.
 */
const foldNullable = (schema: JsonSchema) => {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return;
  const nullIndex = options.findIndex(
    (option) => (option as JsonSchema).type === 'null' && Object.keys(option as object).length === 1,
  );
  if (nullIndex === -1) return;
  const other = options[1 - nullIndex] as JsonSchema;
  if (typeof other.type !== 'string' || other.anyOf || other.oneOf || other.allOf || other.$ref) return;
  delete schema.anyOf;
  Object.assign(schema, other, { type: [other.type, 'null'] });
  // An enum or const is not checked when serialising, but null must stay allowed by name.
  if (Array.isArray(schema.enum)) schema.enum = [...(schema.enum as unknown[]), null];
  if ('const' in schema) {
    schema.enum = [schema.const, null];
    delete schema.const;
  }
};

/**
 * The schema's fast-json-stringify serializer, for code that writes JSON outside a route (one card
 * of a list at a time: stored-answers/personalize.ts). Throws when the schema cannot be described
 * faithfully: such a schema would fall back to zod on a route, and here there is no fallback.
 */
export const compiledSerializer = (schema: $ZodType): ((value: unknown) => string) => {
  const result = serializableJsonSchema(schema);
  if ('reason' in result) throw new Error(`not serializable by fast-json-stringify: ${result.reason}`);
  return fastJson(result.jsonSchema as never) as (value: unknown) => string;
};

type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];

/**
 * The response serializer compiler (issue 11: fast read path): each route's zod response schema is
 * turned into JSON Schema once and compiled by fast-json-stringify, so answers are written without
 * running zod over every item. A schema that cannot be described faithfully keeps the zod
 * serializer for that route only (`serializableJsonSchema` says why).
 */
export const responseSerializerCompiler = (input: CompilerInput): ((data: unknown) => string) => {
  if ('reason' in serializableJsonSchema(input.schema as $ZodType)) return zodSerializerCompiler(input);
  return compiledSerializer(input.schema as $ZodType);
};

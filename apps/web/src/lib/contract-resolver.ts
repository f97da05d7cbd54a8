import { set, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import {
  issuesToRefs,
  type MessageParams,
  type ValidationIssue,
} from '@scena/shared/validation/issue-message';

/** A zod 4 schema, classic or zod/mini: both speak Standard Schema and report zod's own issues. */
export interface ContractSchema<Output> {
  readonly '~standard': {
    validate: (
      value: unknown,
    ) => { value: Output; issues?: undefined } | { issues: readonly unknown[] } | Promise<unknown>;
  };
}

/** A field error that still knows its message key and values; `fieldMessage` translates it. */
export type ContractFieldError = FieldError & { params?: MessageParams };

type Result<Input extends FieldValues, Output> = Awaited<ReturnType<Resolver<Input, unknown, Output>>>;

/**
 * Validates with the schema and turns its issues into react-hook-form errors through the shared
 * mapping (`issuesToRefs`, the one the server's formError uses): first issue per field, dotted
 * paths nested, the message key kept with its interpolation values so the text is translated when
 * shown (a language switch re-renders it). Imports neither zod nor a message catalogue.
 */
export const validateWith = async <Input extends FieldValues, Output>(
  schema: ContractSchema<Output>,
  values: Input,
): Promise<Result<Input, Output>> => {
  const result = (await schema['~standard'].validate(values)) as {
    value?: Output;
    issues?: readonly ValidationIssue[];
  };
  if (!result.issues) return { values: result.value as Output, errors: {} };
  const errors: FieldErrors<Input> = {};
  for (const [field, { key, params }] of Object.entries(issuesToRefs(result.issues))) {
    const error: ContractFieldError = { type: 'validation', message: key, params };
    set(errors, field === '_' ? 'root' : field, error);
  }
  return { values: {}, errors } as Result<Input, Output>;
};

/** react-hook-form resolver for a shared contract schema. */
export const contractResolver =
  <Input extends FieldValues, Output>(schema: ContractSchema<Output>): Resolver<Input, unknown, Output> =>
  (values) =>
    validateWith(schema, values);

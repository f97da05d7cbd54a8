import { AppError } from '@scena/shared';

/**
 * A rule of the service failed on a field (slug taken, unknown gallery…): 400 with formError, the
 * values being message keys. Schema failures come from the contract instead (readValidatedForm).
 */
export const validationError = (formError: Record<string, string>): AppError =>
  new AppError('VALIDATION', 'form.validate.invalid', { formError });

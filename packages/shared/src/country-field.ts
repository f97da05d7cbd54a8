import { isCountryCode } from './countries';
import { hasNoHtml, requiredString } from './validation';

/**
 * Country: at most 2 characters, no HTML, and a real ISO 3166-1 alpha-2 code; stored upper-case.
 * All three failures share the spec's one message (form.validate.wrong_input_max2).
 *
 * Kept apart from validation.ts on purpose: the code check needs the 250-country table, and
 * validation.ts is in every form's bundle (the sign-in form's too, which has no country field).
 * Only the contracts with a country (sign-up, account) import this module.
 */
export const countryCodeField = () =>
  requiredString()
    .max(2, 'form.validate.wrong_input_max2')
    .refine(hasNoHtml, 'form.validate.wrong_input_max2')
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode, 'form.validate.wrong_input_max2');

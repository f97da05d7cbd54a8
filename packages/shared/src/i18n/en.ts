import type { pl } from './pl';

/** English messages; every Polish key must exist here (checked by the type). */
export const en: Record<keyof typeof pl, string> = {
  'form.validate.required': 'This field is required.',
  'form.validate.email': 'Invalid e-mail address.',
  'form.validate.special_chars': 'Only letters, hyphens, dashes and spaces are allowed.',
  'form.validate.passwd':
    'The password needs at least 8 characters: letters, digits and @^()_-$#!%*?&.',
  'form.validate.passwd_reset':
    'The password needs at least 8 characters: letters, digits and @^()-$#!%*?&.',
  'form.validate.passwdmatch': 'Passwords must match.',
  'form.validate.date': 'Invalid date.',
  'form.validate.wrong_input_max2': 'Invalid value (at most 2 characters).',
  'form.validate.tos': 'You must accept the terms and the privacy policy.',
  'form.validate.invalid': 'Invalid data. Please correct the marked fields.',
  'form.validate.too_long': 'At most {{max}} characters.',
  'signup.min_age': 'You must be at least',
  'signup.min_age_2': 'years old to create an account.',
  'signup.min_age_full': 'You must be at least {{age}} years old to create an account.',
  'error.generic': 'An error occurred. Please try again later.',
  'error.not_found': 'Not found.',
  'error.unauthenticated': 'Please sign in to continue.',
  'error.forbidden': 'You do not have permission.',
  'error.rate_limited': 'Too many attempts. Please try again in a moment.',
  'error.payload_too_large': 'The file is too large.',
  'error.session_end': 'Your session has expired. Please sign in again.',
  'error.user_blocked': 'Your account has been blocked. Please contact the administrator.',
  'error.another_user':
    'Someone signed in to your account on another device. If it was not you, change your password.',
  'error.maintenance': 'The platform is under maintenance. See you soon!',
  'error.bad_request': 'Invalid request.',
  'form.validate.invalid_value': 'Invalid value',
};

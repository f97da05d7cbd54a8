import { NOT_SET_BIRTH_YEAR, type PublicUser } from '@scena/shared';
import type { UserRow } from './users.table';

/** Legacy year 1900 means "not set" (spec 1 §5); the API says null. */
const publicBirthday = (birthday: string | null): string | null =>
  birthday && Number(birthday.slice(0, 4)) > NOT_SET_BIRTH_YEAR ? birthday : null;

/** What the owner or an admin sees: no hash, no IPs, no internal timestamps. */
export const toPublicUser = (user: UserRow): PublicUser => ({
  id: user.id,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  birthday: publicBirthday(user.birthday),
  country_code: user.country_code,
  mailing: user.mailing,
  tos: user.tos,
  role: user.role,
  created_at: user.created_at.toISOString(),
  street: user.street,
  postal_code: user.postal_code,
  city: user.city,
  state: user.state,
  nip: user.nip,
  company: user.company,
});

import { roleName, USER_ROLE_VALUES } from '@scena/shared';
import type { TFunction } from 'i18next';

/** The role select's options and a role's label (people.json roles.*). */
export const roleLabel = (t: TFunction, role: number) => t(`roles.${roleName(role)}`);
export const roleOptions = (t: TFunction, values: readonly number[] = USER_ROLE_VALUES) =>
  values.map((value) => ({ value, label: roleLabel(t, value) }));

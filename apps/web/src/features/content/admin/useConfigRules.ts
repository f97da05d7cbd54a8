import { appConfigUpdateSchema } from '@scena/shared';
import { useFieldRules } from '../../../components/admin-kit';

/** antd rules from the contract's field rules (same messages as the server). */
export const useConfigRules = () => useFieldRules(appConfigUpdateSchema);

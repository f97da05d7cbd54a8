import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { activateCodeBody } from '@scena/shared/codes.contract';
import type { z } from 'zod';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { toast } from '../../../components/toast/toast-store';
import { contractResolver } from '../../../lib/contract-resolver';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { useActivateCode } from '../api/activate-code';

type Input = z.input<typeof activateCodeBody>;
type Output = z.output<typeof activateCodeBody>;

/**
 * The account page's code form (spec 1 §2, §8): 'Kod' required and trimmed by the shared rule;
 * success is the toast 'Kod został aktywowany', the code's own refusal (unknown, expired, used up…)
 * is shown under the field.
 */
export const ActivateCodeForm = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const activate = useActivateCode(userId);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: contractResolver(activateCodeBody),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit((values) => {
    setFormMessage(null);
    activate.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset({ code: '' });
      },
      onError: (error) => setFormMessage(applyServerErrors(error, form.setError, ['code'])),
    });
  });
  return (
    <form onSubmit={submit} noValidate className="form codes-form" aria-label={t('codes_section.form')}>
      {formMessage && <Alert tone="error">{formMessage}</Alert>}
      <TextField
        label={t('codes_section.code')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={fieldMessage(t, form.formState.errors.code)}
        {...form.register('code')}
      />
      <Button type="submit" loading={activate.isPending}>
        {t('codes_section.activate')}
      </Button>
    </form>
  );
};

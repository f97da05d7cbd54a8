import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCallback, useMemo } from 'react';
import { apiErrorBody } from './apiError';

/**
 * A failure stays up longer than antd's 3 s: it says what went wrong and has to be read, often
 * beside a field message (WCAG 2.2.1, enough time).
 */
const FAILURE_SECONDS = 8;

/**
 * Toasts of spec 2 §8: failures say 'Wystąpił błąd: {server message}', successes the given text.
 * Uses antd's App context so the toasts follow the admin theme and locale.
 */
export function useAdminFeedback() {
  const { message } = App.useApp();
  const { t } = useTranslation('admin');
  const failure = useCallback(
    (error: unknown) => {
      const body = apiErrorBody(error, t('kit.unexpected'));
      void message.error({ content: t('kit.error', { message: body.message }), duration: FAILURE_SECONDS });
    },
    [message, t],
  );
  const success = useCallback((text: string) => void message.success(text), [message]);
  const failText = useCallback(
    (text: string) => void message.error({ content: text, duration: FAILURE_SECONDS }),
    [message],
  );
  return useMemo(() => ({ failure, success, failText }), [failure, success, failText]);
}

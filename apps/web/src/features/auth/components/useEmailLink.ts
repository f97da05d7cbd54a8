import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The e-mail and token of an e-mailed link (?email=&token=), checked with `check` once both are
 * there. A link is single-use: one request, also under StrictMode, which runs effects twice.
 */
export const useEmailLink = (check: { mutate: (link: { email: string; token: string }) => void }) => {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const started = useRef(false);
  useEffect(() => {
    if (!email || !token || started.current) return;
    started.current = true;
    check.mutate({ email, token });
  }, [email, token, check]);
  return { email, token };
};

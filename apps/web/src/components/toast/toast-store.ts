import { useSyncExternalStore } from 'react';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: number;
  tone: ToastTone;
  title?: string;
  message: string;
}

type Listener = () => void;

/** Info and success notes disappear on their own; warnings and errors stay until closed (WCAG 2.2.1). */
export const TOAST_TIMEOUT_MS = 8_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const emit = (next: readonly Toast[]): void => {
  toasts = next;
  for (const listener of listeners) listener();
};

export const dismissToast = (id: number): void => {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  emit(toasts.filter((toast) => toast.id !== id));
};

/** Shows a toast; the same message is not stacked twice. Returns its id. */
export const showToast = (toast: Omit<Toast, 'id'>): number => {
  const existing = toasts.find((item) => item.message === toast.message && item.tone === toast.tone);
  if (existing) return existing.id;
  const id = nextId++;
  emit([...toasts, { ...toast, id }]);
  if (toast.tone === 'info' || toast.tone === 'success') {
    timers.set(
      id,
      setTimeout(() => dismissToast(id), TOAST_TIMEOUT_MS),
    );
  }
  return id;
};

export const clearToasts = (): void => {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  emit([]);
};

const subscribe = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = (): readonly Toast[] => useSyncExternalStore(subscribe, () => toasts);

export const toast = {
  info: (message: string, title?: string) => showToast({ tone: 'info', message, title }),
  success: (message: string, title?: string) => showToast({ tone: 'success', message, title }),
  warning: (message: string, title?: string) => showToast({ tone: 'warning', message, title }),
  error: (message: string, title?: string) => showToast({ tone: 'error', message, title }),
};

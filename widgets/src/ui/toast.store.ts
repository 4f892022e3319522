import { TIMINGS_MS } from '@backoffice/shared/constants';
import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const $toasts = atom<Toast[]>([]);

let nextId = 1;

export const dismissToast = (id: number): void => {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
};

/** Spec section 8: toasts last 5 seconds, in success, error and info styles. */
export const showToast = (kind: ToastKind, message: string): void => {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, kind, message }]);
  setTimeout(() => dismissToast(id), TIMINGS_MS.toast);
};

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
};

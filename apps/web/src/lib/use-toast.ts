import type { OptionsObject, SnackbarKey, VariantType } from 'notistack';
import { useSyncExternalStore } from 'react';

/** Auto-hide durations per toast type (spec section 9). */
export const toastDurations: Record<VariantType, number> = {
  default: 6000,
  error: 8000,
  warning: 7000,
  info: 6000,
  success: 6000,
};

type ToastOptions = Omit<OptionsObject, 'variant'>;

/** What draws toasts once its code has loaded (notistack's functions, bound to its mounted provider). */
export type ToastSink = {
  enqueueSnackbar: (message: string, options: OptionsObject) => SnackbarKey;
  closeSnackbar: (key?: SnackbarKey) => void;
};

// Most visits never show a toast, so the code that draws them loads with the first one: until then a toast
// waits here, and the app's toast slot (`useToastHostWanted`) mounts the host that drains the queue.
let sink: ToastSink | null = null;
let hostWanted = false;
const waiting: { message: string; options: OptionsObject }[] = [];
const listeners = new Set<() => void>();

const enqueue = (message: string, options: OptionsObject) => {
  if (sink) {
    sink.enqueueSnackbar(message, options);
    return;
  }
  waiting.push({ message, options });
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
};

/** Called by the toast host once it is mounted: it draws the toasts that waited and every later one. */
export const connectToastSink = (ready: ToastSink) => {
  sink = ready;
  for (const { message, options } of waiting.splice(0)) ready.enqueueSnackbar(message, options);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a toast has been asked for, so the code that draws toasts is needed. */
export const useToastHostWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => hostWanted,
    () => false,
  );

const show = (message: string, variant: VariantType = 'default', options: ToastOptions = {}) =>
  enqueue(message, { variant, autoHideDuration: toastDurations[variant], ...options });

const toast = {
  show,
  success: (message: string, options?: ToastOptions) => show(message, 'success', options),
  error: (message: string, options?: ToastOptions) => show(message, 'error', options),
  warning: (message: string, options?: ToastOptions) => show(message, 'warning', options),
  info: (message: string, options?: ToastOptions) => show(message, 'info', options),
  close: (key?: SnackbarKey) => sink?.closeSnackbar(key),
};

/** One way to show a toast: the type picks the duration unless the caller overrides it. */
export const useToast = () => toast;

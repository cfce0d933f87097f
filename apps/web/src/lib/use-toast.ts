import { useSnackbar } from 'notistack';
import type { OptionsObject, VariantType } from 'notistack';
import { useMemo } from 'react';

/** Auto-hide durations per toast type (spec section 9). */
export const toastDurations: Record<VariantType, number> = {
  default: 6000,
  error: 8000,
  warning: 7000,
  info: 6000,
  success: 6000,
};

type ToastOptions = Omit<OptionsObject, 'variant'>;

/** One way to show a toast: the type picks the duration unless the caller overrides it. */
export const useToast = () => {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (message: string, variant: VariantType = 'default', options: ToastOptions = {}) =>
      enqueueSnackbar(message, { variant, autoHideDuration: toastDurations[variant], ...options });
    return {
      show,
      success: (message: string, options?: ToastOptions) => show(message, 'success', options),
      error: (message: string, options?: ToastOptions) => show(message, 'error', options),
      warning: (message: string, options?: ToastOptions) => show(message, 'warning', options),
      info: (message: string, options?: ToastOptions) => show(message, 'info', options),
      close: closeSnackbar,
    };
  }, [enqueueSnackbar, closeSnackbar]);
};

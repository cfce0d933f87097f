import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToastSink, toastDurations } from '../lib/use-toast';

// Toasts are 300-500px wide (spec section 9).
const Toast = styled(MaterialDesignContent)({
  minWidth: 300,
  maxWidth: 500,
  '@media (max-width: 599.95px)': { minWidth: 0, maxWidth: '100%' },
});

const toastComponents = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/** Draws the toasts: loaded and mounted with the first toast a visit shows. */
export default function ToastHost() {
  useEffect(() => connectToastSink({ enqueueSnackbar, closeSnackbar }), []);
  return (
    <SnackbarProvider
      maxSnack={4}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={toastDurations.default}
      Components={toastComponents}
    />
  );
}

import { useLingui } from '@lingui/react';
import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { contractText } from '../../lib/i18n/contract-texts';
import { connectToastSink, toastDurations } from '../../lib/use-toast';

// Toasts are 300-500px wide (spec section 9).
const Toast = styled(MaterialDesignContent)({
  minWidth: 300,
  maxWidth: 500,
  '@media (max-width: 599.95px)': { minWidth: 0, maxWidth: '100%' },
});

const toastComponents = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/**
 * Draws the toasts: loaded and mounted with the first toast a visit shows. A toast saying one of the
 * contract's messages says it in the page's language.
 */
export default function ToastHost() {
  const { i18n } = useLingui();
  useEffect(
    () =>
      connectToastSink({
        enqueueSnackbar: (message, options) => enqueueSnackbar(contractText(i18n, message), options),
        closeSnackbar,
      }),
    [i18n],
  );
  return (
    <SnackbarProvider
      maxSnack={4}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={toastDurations.default}
      Components={toastComponents}
    />
  );
}

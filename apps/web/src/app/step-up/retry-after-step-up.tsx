import { CacheProvider } from '@emotion/react';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import { createRoot } from 'react-dom/client';
import { appLanguage } from '../catalogs';
import { AppThemeProvider } from '../theme-mode';
import { StepUpDialog } from '../../components/auth/step-up-dialog';
import { ApiError } from '../../lib/api-client';

const stepUpCancelled = msg`Not done: this change needs your second factor. Try again and enter the code when asked.`;

/** Milliseconds the dialog takes to fade out before its root is removed. */
const closingMs = 400;

let asking: Promise<boolean> | null = null;

/**
 * Shows the step-up dialog in a root of its own (this code loads only when a change is refused, so the
 * app's tree holds no place for it); calls refused together share one dialog. True once a code is accepted.
 */
const askForSecondFactor = () =>
  (asking ??= new Promise<boolean>((resolve) => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const onDone = (isVerified: boolean) => {
      asking = null;
      resolve(isVerified);
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, closingMs);
    };
    const { i18n, direction, styleCache } = appLanguage();
    root.render(
      <CacheProvider value={styleCache}>
        <I18nProvider i18n={i18n}>
          <AppThemeProvider direction={direction}>
            <StepUpDialog onDone={onDone} />
          </AppThemeProvider>
        </I18nProvider>
      </CacheProvider>,
    );
  }));

/**
 * A call refused with STEP_UP_REQUIRED: once the person confirms their second factor it is sent again and
 * its answer returned; if they cancel, it fails with a message saying the change was not made.
 */
export const retryAfterStepUp = async <T,>({
  refusal,
  retry,
}: {
  refusal: ApiError;
  retry: () => Promise<T>;
}) => {
  if (await askForSecondFactor()) return retry();
  throw new ApiError(appLanguage().i18n._(stepUpCancelled), refusal.status, [], refusal.requestId);
};

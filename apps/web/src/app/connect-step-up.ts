import { api, ApiError } from '../lib/api-client';
import { appLanguage, loadCatalogsOf } from './catalogs';

type Call = (...args: never[]) => Promise<unknown>;

let isConnected = false;

/** A change the server refused until the session confirms its second factor again (403 STEP_UP_REQUIRED). */
const isStepUpRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'STEP_UP_REQUIRED';

const withStepUp =
  <F extends Call>(call: F) =>
  (...args: Parameters<F>) =>
    call(...args).catch(async (error: unknown) => {
      if (!isStepUpRefusal(error)) throw error;
      const [{ retryAfterStepUp }] = await Promise.all([
        import('./step-up/retry-after-step-up'),
        loadCatalogsOf(appLanguage().i18n, 'step-up'),
      ]);
      return retryAfterStepUp({ refusal: error, retry: () => call(...args) });
    });

/**
 * Once someone is signed in, every change sent through `api` that the server refuses for want of a recent
 * second factor asks for it in a dialog and is sent again. Done here, in code only signed-in pages load,
 * rather than in the API client, which every public page downloads first.
 */
export const connectStepUp = () => {
  if (isConnected) return;
  isConnected = true;
  api.post = withStepUp(api.post) as typeof api.post;
  api.put = withStepUp(api.put) as typeof api.put;
  api.patch = withStepUp(api.patch) as typeof api.patch;
  api.delete = withStepUp(api.delete) as typeof api.delete;
};

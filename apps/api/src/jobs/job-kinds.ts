import type { AppContext } from '../lib/context';
import { createTransport, sendEmailJob } from './outbox-sender';
import type { JobKind } from './runner';

/** Every kind of background work the product runs (docs/operations.md lists them), with what each needs. */
export const productJobKinds = ({ ctx }: { ctx: AppContext }): JobKind[] => [
  sendEmailJob({ db: ctx.db, send: createTransport(ctx.config, ctx.log) }),
];

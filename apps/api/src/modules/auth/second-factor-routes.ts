import {
  recoveryCodesView,
  secondFactorCodeInput,
  secondFactorMessages,
  secondFactorStatusView,
  totpSetupView,
} from '@visabridge/contract/second-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { done, ok, replies } from '../../lib/replies';
import { actorOf } from '../../plugins/auth';
import {
  confirmTotp,
  describeSecondFactors,
  removeSecondFactor,
  replaceRecoveryCodes,
} from './manage-second-factors';
import { clientOf } from './record-security-event';
import { assertRecentSecondFactor, type SecondFactorGate } from './second-factor-state';
import { startTotpSetup } from './totp';
import { verifySecondFactor } from './verify-second-factor';

const tags = ['auth'];
const duringSignIn: SecondFactorGate = ['verify', 'enrol'];
const duringEnrolment: SecondFactorGate = ['enrol'];

/** The signed-in user's second factors: sign-in with one, enrolment, removal, recovery codes. */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      config: { allowedBeforeSecondFactor: duringSignIn },
      schema: { tags, response: replies(secondFactorStatusView, [401, 403]) },
    },
    async (request) => ok(await describeSecondFactors(ctx, actorOf(request))),
  );

  app.post(
    '/verify',
    {
      onRequest: app.authenticate,
      config: { allowedBeforeSecondFactor: ['verify'] },
      schema: {
        tags,
        description:
          'Finishes a sign-in, or confirms a sensitive change (step-up), with an authenticator code or a ' +
          'recovery code; wrong codes count like wrong passwords.',
        body: secondFactorCodeInput,
        response: replies(z.undefined(), [400, 401, 403, 429]),
      },
    },
    async (request) => {
      await verifySecondFactor({
        ctx,
        actor: actorOf(request),
        code: request.body.code,
        client: clientOf(request),
      });
      return done(secondFactorMessages.verified);
    },
  );

  app.post(
    '/totp',
    {
      onRequest: app.authenticate,
      config: { allowedBeforeSecondFactor: duringEnrolment },
      schema: {
        tags,
        description: 'Starts setting up an authenticator app: a secret and its QR code.',
        response: replies(totpSetupView, [401, 403, 409]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertRecentSecondFactor(actor);
      return ok(await startTotpSetup({ ctx, user: actor.user }));
    },
  );

  app.post(
    '/totp/confirm',
    {
      onRequest: app.authenticate,
      config: { allowedBeforeSecondFactor: duringEnrolment },
      schema: {
        tags,
        description:
          'Confirms the app being set up with its first code; a first factor returns recovery codes.',
        body: secondFactorCodeInput,
        response: replies(recoveryCodesView, [400, 401, 403, 409]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertRecentSecondFactor(actor);
      return ok(
        await confirmTotp({ ctx, actor, client: clientOf(request), code: request.body.code }),
        secondFactorMessages.totpEnrolled,
      );
    },
  );

  app.post(
    '/recovery-codes',
    {
      onRequest: app.authenticate,
      schema: { tags, response: replies(recoveryCodesView, [401, 403, 409]) },
    },
    async (request) => {
      const actor = actorOf(request);
      assertRecentSecondFactor(actor);
      return ok(
        await replaceRecoveryCodes({ ctx, actor, client: clientOf(request) }),
        secondFactorMessages.recoveryCodesRenewed,
      );
    },
  );

  app.delete(
    '/:factorId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: z.object({ factorId: z.uuid() }),
        response: replies(z.undefined(), [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertRecentSecondFactor(actor);
      await removeSecondFactor({ ctx, actor, client: clientOf(request), factorId: request.params.factorId });
      return done(secondFactorMessages.factorRemoved);
    },
  );
};

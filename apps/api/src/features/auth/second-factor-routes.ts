import {
  passkeyAuthenticationInput,
  passkeyAuthenticationOptionsView,
  passkeyRegistrationInput,
  passkeyRegistrationOptionsView,
  recoveryCodesView,
  secondFactorCodeInput,
  secondFactorMessages,
  secondFactorStatusView,
  totpSetupView,
} from '@visabridge/contract/second-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { done, ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import {
  confirmTotp,
  describeSecondFactors,
  removeSecondFactor,
  replaceRecoveryCodes,
} from './manage-second-factors';
import { clientOf } from '../../domain/identity/record-security-event';
import { finishPasskeyRegistration, startPasskeyRegistration } from './register-passkey';
import { assertMayChangeFactors, type SecondFactorGate } from '../../domain/identity/second-factor-state';
import { startTotpSetup } from './totp';
import { startPasskeyAuthentication, verifyPasskey } from './verify-passkey';
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
      assertMayChangeFactors(ctx, actor);
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
      assertMayChangeFactors(ctx, actor);
      return ok(
        await confirmTotp({ ctx, actor, client: clientOf(request), code: request.body.code }),
        secondFactorMessages.totpEnrolled,
      );
    },
  );

  app.post(
    '/passkeys/register-options',
    {
      onRequest: app.authenticate,
      config: { allowedBeforeSecondFactor: duringEnrolment },
      schema: {
        tags,
        description:
          'Starts adding a passkey: WebAuthn creation options whose challenge the session keeps for ' +
          'five minutes; the passkeys already added are excluded.',
        response: replies(passkeyRegistrationOptionsView, [401, 403]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertMayChangeFactors(ctx, actor);
      return ok(await startPasskeyRegistration({ ctx, actor }));
    },
  );

  app.post(
    '/passkeys/register',
    {
      onRequest: app.authenticate,
      config: { allowedBeforeSecondFactor: duringEnrolment },
      schema: {
        tags,
        description:
          "Adds the browser's new passkey, checked against the session's challenge (used once); a first " +
          'factor returns recovery codes.',
        body: passkeyRegistrationInput,
        response: replies(recoveryCodesView, [400, 401, 403, 409]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertMayChangeFactors(ctx, actor);
      return ok(
        await finishPasskeyRegistration({ ctx, actor, client: clientOf(request), input: request.body }),
        secondFactorMessages.passkeyEnrolled,
      );
    },
  );

  app.post(
    '/passkeys/authenticate-options',
    {
      onRequest: app.authenticate,
      config: { allowedBeforeSecondFactor: ['verify'] },
      schema: {
        tags,
        description:
          "WebAuthn request options for the user's own passkeys, to finish a sign-in or confirm a " +
          'sensitive change; the challenge lasts five minutes.',
        response: replies(passkeyAuthenticationOptionsView, [401, 403, 409]),
      },
    },
    async (request) => ok(await startPasskeyAuthentication({ ctx, actor: actorOf(request) })),
  );

  app.post(
    '/passkeys/authenticate',
    {
      onRequest: app.authenticate,
      config: { allowedBeforeSecondFactor: ['verify'] },
      schema: {
        tags,
        description:
          "Finishes a sign-in, or a step-up, with one of the user's passkeys; a refused passkey counts " +
          'like a wrong code.',
        body: passkeyAuthenticationInput,
        response: replies(z.undefined(), [400, 401, 403, 429]),
      },
    },
    async (request) => {
      await verifyPasskey({ ctx, actor: actorOf(request), client: clientOf(request), input: request.body });
      return done(secondFactorMessages.verified);
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
      assertMayChangeFactors(ctx, actor);
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
      assertMayChangeFactors(ctx, actor);
      await removeSecondFactor({ ctx, actor, client: clientOf(request), factorId: request.params.factorId });
      return done(secondFactorMessages.factorRemoved);
    },
  );
};

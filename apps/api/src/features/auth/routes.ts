import {
  acceptInvitationInput,
  accountMessages,
  changePasswordInput,
  deleteAccountInput,
  demoAccountView,
  demoLoginInput,
  forgotPasswordInput,
  linkEmployeeInput,
  loginInput,
  messages,
  negotiateLanguage,
  ownSessionView,
  ownSignInView,
  registerInput,
  resetPasswordInput,
  sessionMessages,
  sessionView,
  tokenInput,
  updateProfileInput,
  userView,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { done, fileReplies, noData, ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import {
  passwordResetsSettled,
  requestPasswordReset,
  resendVerification,
  setPasswordFromLink,
  verifyEmail,
} from './account-links';
import { acceptEmployeeLink } from '../corporate/employee-accounts';
import { changePassword } from './change-password';
import { deleteAccount } from './delete-account';
import { listDemoAccounts } from './list-demo-accounts';
import { exportAccountData, exportFileName } from './export-account';
import { registerUser } from './register-user';
import { secondFactorRoutes } from './second-factor-routes';
import { assertRecentSecondFactor } from '../../domain/identity/second-factor-state';
import { clearSessionCookie, deliverSession } from '../../domain/identity/session-cookie';
import { endOtherSessions, endOwnSession, listOwnSessions, listOwnSignIns } from './own-sessions';
import { clientOf, recordSecurityEvent } from '../../domain/identity/record-security-event';
import { loginDemoAccount, loginUser, revokeSession } from '../../domain/identity/sessions';
import { updateProfile } from './update-profile';
import { toUserView } from '../../domain/identity/views';

const tags = ['auth'];
const client = clientOf;

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Reset links are made after the answer (see requestPasswordReset): finish them before closing.
  app.addHook('onClose', passwordResetsSettled);
  await app.register(secondFactorRoutes, { ctx, prefix: '/second-factor' });

  app.post(
    '/register',
    {
      schema: {
        tags,
        description:
          'Answers 202 alike for a new email and a registered one (whose holder is emailed instead); ' +
          'at most REGISTRATIONS_PER_HOUR_PER_IP sign-ups an hour from one client address.',
        body: registerInput,
        response: replies(noData, [400, 409, 429], 202),
      },
    },
    async (request, reply) => {
      await registerUser({
        ctx,
        input: request.body,
        ip: request.ip,
        acceptLanguage: request.headers['accept-language'],
      });
      return reply.code(202).send(done(messages.registrationSuccess));
    },
  );

  app.post(
    '/login',
    { schema: { tags, body: loginInput, response: replies(sessionView, [400, 401, 403, 429]) } },
    async (request, reply) => {
      const session = await loginUser({ ctx, input: request.body, client: client(request) });
      const isPersistent = request.body.rememberMe ?? false;
      return ok(deliverSession(request, reply, ctx.config, { session, isPersistent }), messages.loginSuccess);
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      config: { allowedBeforeSecondFactor: ['verify', 'enrol'] },
      schema: { tags, response: replies(noData, [401]) },
    },
    async (request, reply) => {
      const { user, sessionId } = actorOf(request);
      await revokeSession({ ctx, userId: user.id, sessionId });
      await recordSecurityEvent(ctx, { kind: 'signed_out', client: client(request), userId: user.id });
      clearSessionCookie(reply, ctx.config);
      return done(messages.loggedOut);
    },
  );

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      config: { allowedBeforeSecondFactor: ['enrol'] },
      schema: { tags, response: replies(userView, [401, 403]) },
    },
    async (request) => ok(toUserView(actorOf(request).user)),
  );

  app.put(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, body: updateProfileInput, response: replies(userView, [400, 401]) },
    },
    async (request) =>
      ok(
        await updateProfile({ ctx, user: actorOf(request).user, input: request.body }),
        messages.profileUpdated,
      ),
  );

  app.delete(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, body: deleteAccountInput, response: replies(noData, [400, 401, 409, 429]) },
    },
    async (request) => {
      await deleteAccount({
        ctx,
        store: app.documentStore,
        actor: actorOf(request),
        password: request.body.password,
        ip: request.ip,
      });
      return done(accountMessages.accountDeleted);
    },
  );

  app.get(
    '/profile/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description: 'Everything stored about the signed-in user, as a JSON file.',
        response: fileReplies(['application/json']),
      },
    },
    async (request, reply) => {
      const data = await exportAccountData(ctx, actorOf(request));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      schema: { tags, body: changePasswordInput, response: replies(noData, [400, 401, 403, 429]) },
    },
    async (request) => {
      assertRecentSecondFactor(ctx, actorOf(request));
      await changePassword({ ctx, actor: actorOf(request), input: request.body, client: client(request) });
      return done(accountMessages.passwordChanged);
    },
  );

  app.post(
    '/verify-email',
    { schema: { tags, body: tokenInput, response: replies(noData, [400]) } },
    async (request) => {
      const outcome = await verifyEmail({ ctx, token: request.body.token });
      return done(outcome === 'verified' ? messages.emailVerified : messages.emailAlreadyVerified);
    },
  );

  app.post(
    '/resend-verification',
    { onRequest: app.authenticate, schema: { tags, response: replies(noData, [401, 409, 429]) } },
    async (request) => {
      await resendVerification({ ctx, user: actorOf(request).user });
      return done(messages.verificationSent);
    },
  );

  app.post(
    '/forgot-password',
    { schema: { tags, body: forgotPasswordInput, response: replies(noData, [400]) } },
    async (request, reply) => {
      const answered = new Promise((resolve) => {
        reply.raw.once('finish', resolve);
        reply.raw.once('close', resolve);
      });
      requestPasswordReset({ ctx, email: request.body.email, answered, client: client(request) });
      return done(messages.forgotPasswordSent);
    },
  );

  app.post(
    '/reset-password',
    { schema: { tags, body: resetPasswordInput, response: replies(noData, [400]) } },
    async (request) => {
      await setPasswordFromLink(ctx, 'reset_password', request.body, client(request));
      return done(messages.passwordReset);
    },
  );

  app.post(
    '/accept-invitation',
    { schema: { tags, body: acceptInvitationInput, response: replies(noData, [400, 409]) } },
    async (request) => {
      // A company's invitation (it names the employee) keeps the language the company chose for the account.
      const interfaceLanguage =
        request.body.interfaceLanguage ??
        (request.body.employeeId ? undefined : negotiateLanguage(request.headers['accept-language']));
      await setPasswordFromLink(ctx, 'invitation', { ...request.body, interfaceLanguage }, client(request));
      return done(messages.passwordSet);
    },
  );

  app.post(
    '/link-employee',
    {
      onRequest: app.authenticate,
      schema: { tags, body: linkEmployeeInput, response: replies(noData, [400, 401, 403, 409]) },
    },
    async (request) => {
      await acceptEmployeeLink(ctx, actorOf(request).user, request.body);
      return done(messages.employeeAccountLinked);
    },
  );

  app.get(
    '/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description: "The caller's open sessions; `isCurrent` marks the one this request came with.",
        response: replies(z.array(ownSessionView), [401]),
      },
    },
    async (request) => ok(await listOwnSessions({ ctx, actor: actorOf(request) })),
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description: "Ends one of the caller's sessions; another user's, or one already ended, answers 404.",
        params: z.object({ id: z.uuid('Session id must be a UUID') }),
        response: replies(noData, [400, 401, 404]),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await endOwnSession({ ctx, actor, sessionId: request.params.id, client: client(request) });
      if (request.params.id === actor.sessionId) clearSessionCookie(reply, ctx.config);
      return done(sessionMessages.sessionEnded);
    },
  );

  app.post(
    '/sessions/end-others',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description: 'Ends every session of the caller but this one ("sign out everywhere else").',
        response: replies(noData, [401]),
      },
    },
    async (request) => {
      await endOtherSessions({ ctx, actor: actorOf(request), client: client(request) });
      return done(sessionMessages.otherSessionsEnded);
    },
  );

  app.get(
    '/security-events',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description: "The caller's sign-ins and refused sign-in attempts of the last 30 days, newest first.",
        response: replies(z.array(ownSignInView), [401]),
      },
    },
    async (request) => ok(await listOwnSignIns({ ctx, actor: actorOf(request) })),
  );

  app.get(
    '/demo-accounts',
    { schema: { tags, response: replies(z.array(demoAccountView), [404]) } },
    async () => ok(await listDemoAccounts(ctx)),
  );

  app.post(
    '/demo-login',
    { schema: { tags, body: demoLoginInput, response: replies(sessionView, [400, 404]) } },
    async (request, reply) => {
      const session = await loginDemoAccount({ ctx, role: request.body.role, client: client(request) });
      return ok(
        deliverSession(request, reply, ctx.config, { session, isPersistent: false }),
        messages.loginSuccess,
      );
    },
  );
};

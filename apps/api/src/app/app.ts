import { type WebServerEntry } from '@visabridge/contract';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createEventBus } from '../events/create-event-bus';
import type { AppContext } from '../domain/app-context';
import { adminRoutes } from '../features/admin/routes';
import { userRoutes } from '../features/admin/user-routes';
import { applicationRoutes } from '../features/applications/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { openDocumentStore, type DocumentStore } from '../features/documents/document-store';
import { documentRoutes } from '../features/documents/routes';
import { messageRoutes } from '../features/messages/routes';
import { authRoutes } from '../features/auth/routes';
import { createSessionCache } from '../domain/identity/session-cache';
import { recordRefusedRequests } from '../features/auth/record-refused-requests';
import { createTokenSigner } from '../lib/tokens';
import { notificationRoutes } from '../domain/notifications/routes';
import { platformRoutes } from '../features/platform/routes';
import { instanceFactsOf, type Lifecycle } from '../features/platform/health';
import { tracingPlugin } from '../plugins/tracing';
import { communicationRoutes } from '../features/messages/communication-routes';
import { agentRoutes } from '../features/agent/routes';
import { adminConsultationRoutes, consultationRoutes } from '../features/consultations/routes';
import type { PaymentProvider } from '../lib/payment-providers/payment-provider';
import { paymentProviderFor } from '../lib/payment-providers/provider-for-config';
import { paymentRoutes } from '../features/payments/routes';
import { tripRoutes } from '../features/trips/routes';
import { savedTravellerRoutes } from '../features/saved-travellers/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { chatRoutes } from '../features/chat/routes';
import {
  corporateApplicationRoutes,
  corporateBulkRoutes,
  corporateRoutes,
} from '../features/corporate/routes';
import { invoiceRoutes } from '../features/invoices/routes';
import { visaApplicationRoutes } from '../features/visa-applications/routes';
import { countryRoutes } from '../features/countries/routes';
import { adminContentRoutes, contentRoutes } from '../features/content/routes';
import { siteRoutes } from '../features/site/routes';
import { createCheckLog } from '../domain/visa/check-log';
import { createRequirementsIndex } from '../domain/visa/requirements-index';
import { entryConditionsRoutes } from '../domain/visa/entry-conditions-routes';
import { entryRuleRoutes } from '../domain/visa/entry-rule-routes';
import { visaRoutes } from '../domain/visa/routes';
import { visaTypeRoutes } from '../domain/visa-types/routes';
import { contactInboxRoutes, contactRoutes } from '../features/contact/contact-routes';
import { authPlugin } from '../domain/identity/auth-plugin';
import { compressionPlugin } from '../plugins/compression';
import { docsPlugin } from '../plugins/docs';
import { errorsPlugin } from '../plugins/errors';
import { frameworkErrorOptions } from '../plugins/framework-errors';
import { requestContextOptions } from '../plugins/request-context';
import { securityHeadersPlugin } from '../plugins/security-headers';
import { createPageRenderer, loadWebServerEntry } from './page-renderer';
import { webPlugin } from './web';
import { accountLanguageOf } from '../domain/identity/account-language';
import { messageLanguagePlugin } from '../domain/identity/message-language';
import { formPostsPlugin } from '../plugins/form-posts';
import { authFormPosts } from '../features/auth/form-posts';
import { withSafeSerializers } from '../lib/log-serializers';
import { productJobKinds } from './job-kinds';
import { createJobRunner } from '../jobs/runner';
import { SEND_EMAIL } from '../domain/email/outbox';
import { ANALYSE_DOCUMENT } from '../features/documents/analysis/queue-analysis';
import { useDataKeys } from '../lib/data-encryption';
import { createOcrPool } from '../features/documents/analysis/ocr-pool';
import { createMetrics } from '../lib/metrics';
import { addInstanceGauges, metricsRoutes } from '../features/platform/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    visa: AppContext['visa'];
    documentStore: DocumentStore;
    lifecycle: Lifecycle;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Runs the background jobs (emails, document analysis, sweeps): the server does; tests drive them themselves. */
  runJobs?: boolean;
  /** Replaces the provider the config chooses; tests point Stripe at a local fake. */
  paymentProvider?: PaymentProvider;
  /** The built web app to serve, instead of `apps/web/dist`; tests pass a folder of their own. */
  webRoot?: string;
  /** What draws the public pages on the server: by default the web app's server build, if built; null for none. */
  webServer?: WebServerEntry | null;
};

/** Whether the logger writes info lines: Fastify's stand-in when logging is off has no levels at all. */
const writesInfo = (log: FastifyBaseLogger) =>
  'isLevelEnabled' in log &&
  (log as FastifyBaseLogger & { isLevelEnabled: (level: string) => boolean }).isLevelEnabled('info');

/** Registers every plugin and module; does not listen, so tests can inject requests. */
export const buildApp = async ({
  config,
  database,
  logger = false,
  runJobs = false,
  paymentProvider = paymentProviderFor(config),
  webRoot,
  webServer,
}: BuildAppOptions) => {
  useDataKeys(config.dataKeys);
  const app = Fastify({
    logger: withSafeSerializers(logger),
    ...requestContextOptions(config.trustProxy, config.trustRequestId),
    ...frameworkErrorOptions,
    // One line per request, written by the onResponse hook below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  database.logTo?.(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Callback hooks rather than async ones: they run on every request, and a promise each costs.
  // Set when the request arrives, so every answer carries it (errors and 404s too) without an onSend step.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The access log: skipped where info lines are not written (LOG_LEVEL), as building each costs.
  if (writesInfo(app.log))
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          // The path only: a query string can carry an emailed token (reset, invitation) or a search.
          url: request.url.split('?', 1)[0],
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          // Who asked, when signed in: the id only, never the email.
          userId: request.actor?.user.id,
        },
        'request completed',
      );
      done();
    });

  const events = createEventBus(database, app.log);
  const sessionCache = createSessionCache({ events, log: app.log });
  await sessionCache.start();
  const ctx: AppContext = {
    db: database.db,
    config,
    signer: createTokenSigner(config.jwtSecret),
    log: app.log,
    wakeMailer: () => jobs?.wake(SEND_EMAIL),
    wakeAnalyser: () => jobs?.wake(ANALYSE_DOCUMENT),
    visa: {
      index: await createRequirementsIndex(database.db, app.log),
      checkLog: createCheckLog(database.db, app.log),
    },
    events,
    sessionCache,
    payments: paymentProvider,
  };
  app.decorate('visa', ctx.visa);
  const documentStore = await openDocumentStore(config);
  app.decorate('documentStore', documentStore);
  // The one place background work starts in a process: the server's app runs it, a test's does not.
  const metrics = createMetrics();
  const stopGauges = await addInstanceGauges(metrics, ctx, database);
  const ocr = runJobs ? createOcrPool({ onRead: metrics.observeOcr }) : null;
  const jobs = ocr
    ? createJobRunner({
        db: database.db,
        log: app.log,
        kinds: productJobKinds({ ctx, store: documentStore, ocr }),
        observe: metrics.observeJob,
      })
    : null;
  await jobs?.start();
  const lifecycle: Lifecycle = { isDraining: false, jobsRunning: () => jobs?.isRunning() ?? null };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onClose', async () => {
    await jobs?.stop();
    await ocr?.close();
    await stopGauges();
    ctx.visa.index.stop();
    await ctx.visa.checkLog.stop();
    await documentStore.close();
    sessionCache.stop();
    await ctx.events.close();
  });

  const { tracesEndpoint, serviceName } = config.observability;
  if (tracesEndpoint)
    await app.register(tracingPlugin, {
      url: tracesEndpoint,
      serviceName,
      ...instanceFactsOf(config.instanceName),
    });
  await app.register(metricsRoutes, { metrics, token: config.observability.metricsToken });
  await app.register(securityHeadersPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(errorsPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin, { ctx });
  await app.register(messageLanguagePlugin, { offered: config.interfaceLanguages });
  recordRefusedRequests(app, ctx);
  await app.register(
    async (api) => {
      await api.register(platformRoutes, { ctx, store: documentStore, lifecycle });
      await api.register(authRoutes, { ctx, prefix: '/auth' });
      await api.register(notificationRoutes, { ctx, prefix: '/notifications' });
      await api.register(adminRoutes, { ctx, prefix: '/admin' });
      await api.register(userRoutes, { ctx, prefix: '/users' });
      await api.register(countryRoutes, { ctx, prefix: '/countries' });
      await api.register(visaRoutes, { ctx, prefix: '/visa' });
      await api.register(entryRuleRoutes, { ctx, prefix: '/visa/entry-rules' });
      await api.register(entryConditionsRoutes, { ctx, prefix: '/visa/entry-conditions' });
      await api.register(visaTypeRoutes, { ctx, prefix: '/visa-types' });
      await api.register(applicationRoutes, { ctx, prefix: '/applications' });
      await api.register(savedTravellerRoutes, { ctx, prefix: '/saved-travellers' });
      await api.register(tripRoutes, { ctx, prefix: '/trips' });
      await api.register(messageRoutes, { ctx, prefix: '/applications' });
      await api.register(documentRoutes, { ctx, store: documentStore, prefix: '/documents' });
      await api.register(dashboardRoutes, { ctx, prefix: '/dashboard' });
      await api.register(visaApplicationRoutes, { ctx, prefix: '/visa-applications' });
      await api.register(corporateApplicationRoutes, { ctx, prefix: '/visa-applications' });
      await api.register(corporateRoutes, { ctx, prefix: '/corporate' });
      await api.register(corporateBulkRoutes, { ctx, prefix: '/corporate' });
      await api.register(invoiceRoutes, { ctx, prefix: '/corporate/invoices' });
      await api.register(communicationRoutes, { ctx, prefix: '/communications' });
      await api.register(agentRoutes, { ctx, prefix: '/agent' });
      await api.register(paymentRoutes, { ctx, prefix: '/payments' });
      await api.register(analyticsRoutes, { ctx, prefix: '/analytics' });
      await api.register(contactRoutes, { ctx, prefix: '/contact' });
      await api.register(contactInboxRoutes, { ctx, prefix: '/admin/contact-messages' });
      await api.register(contentRoutes, { ctx, prefix: '/content' });
      await api.register(adminContentRoutes, { ctx, prefix: '/admin/content' });
      await api.register(consultationRoutes, { ctx, prefix: '/consultations' });
      await api.register(adminConsultationRoutes, { ctx, prefix: '/admin/consultations' });
      await api.register(chatRoutes, { ctx, prefix: '/chat' });
    },
    { prefix: '/api' },
  );
  await app.register(siteRoutes, { ctx });
  const webServerEntry = webServer === undefined ? await loadWebServerEntry() : webServer;
  await app.register(webPlugin, {
    config,
    demoMode: config.demoMode,
    accountLanguage: (request) => accountLanguageOf(ctx, request),
    ...(webRoot ? { root: webRoot } : {}),
    ...(webServerEntry
      ? {
          renderPage: createPageRenderer(webServerEntry, ctx),
        }
      : {}),
  });
  // After the web app's pages: a form posted before the app ran is answered with its page drawn again.
  await app.register(formPostsPlugin, {
    config: ctx.config,
    routes: authFormPosts.map((register) => (forms: FastifyInstance) => register(forms, ctx)),
  });
  return app;
};

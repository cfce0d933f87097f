import type { Role } from '@visabridge/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** What a guard hook asks of the caller: a session (of one of these roles, or any), or only looks for one. */
export type Guard = { isSessionRequired: true; roles: Role[] | null } | { isSessionRequired: false };

/** What the routes' hooks ask of a caller, for the API docs: read off the hooks themselves, never declared twice. */
export type RouteAccess = { isSessionRequired: boolean; isSessionRead: boolean; roles: Role[] | null };

const guards = new WeakMap<object, Guard>();

/** Records what a hook checks, so the docs can say which operations need a session. */
export const markGuard = <T extends object>(hook: T, guard: Guard): T => {
  guards.set(hook, guard);
  return hook;
};

// Fastify keeps a plugin's own hooks (`app.addHook('onRequest', guard)`) under this symbol and merges them
// into each route only when the app is ready; the docs read them there, as no public API lists them.
const hooksSymbolOf = (app: FastifyInstance) =>
  Object.getOwnPropertySymbols(app).find((symbol) => symbol.description === 'fastify.hooks');

type HookLists = Partial<Record<'onRequest' | 'preHandler', unknown[]>>;

/** Remembers the plugin each route is declared in, to read that plugin's hooks when the docs are drawn. */
export const trackRouteGuards = (app: FastifyInstance) => {
  const hooksSymbol = hooksSymbolOf(app);
  if (!hooksSymbol)
    throw new Error("Fastify's hook lists were not found: the API docs cannot tell who may call what");
  const pluginOf = new WeakMap<object, FastifyInstance>();
  app.addHook('onRoute', function (routeOptions) {
    pluginOf.set(routeOptions, this);
  });

  /** What a route's onRequest and preHandler hooks, its plugins' and its own, ask of the caller. */
  return (route: RouteOptions): RouteAccess => {
    const plugin = pluginOf.get(route) as (FastifyInstance & Record<symbol, HookLists>) | undefined;
    const inherited = plugin?.[hooksSymbol];
    const hooks = [inherited?.onRequest, inherited?.preHandler, route.onRequest, route.preHandler].flatMap(
      (list) => (list === undefined ? [] : [list].flat()),
    );
    const found = hooks.flatMap((hook) => {
      const guard = typeof hook === 'function' ? guards.get(hook) : undefined;
      return guard ? [guard] : [];
    });
    const required = found.filter((guard) => guard.isSessionRequired);
    // Two role guards on one route let through only the roles both allow.
    const roles = required.reduce<Role[] | null>(
      (allowed, guard) =>
        guard.roles === null
          ? allowed
          : allowed === null
            ? guard.roles
            : allowed.filter((role) => guard.roles?.includes(role)),
      null,
    );
    return { isSessionRequired: required.length > 0, isSessionRead: found.length > 0, roles };
  };
};

type ReturnLocation = { pathname: string; search?: string; hash?: string };

/** What other screens pass to /login in navigation state: where to return, and an email to prefill. */
export type LoginState = { from?: ReturnLocation; email?: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const readLoginState = (state: unknown): LoginState => {
  if (!isObject(state)) return {};
  const from = isObject(state.from) && typeof state.from.pathname === 'string' ? state.from : undefined;
  return {
    from: from
      ? {
          pathname: from.pathname as string,
          search: typeof from.search === 'string' ? from.search : '',
          hash: typeof from.hash === 'string' ? from.hash : '',
        }
      : undefined,
    email: typeof state.email === 'string' ? state.email : undefined,
  };
};

/** What /login hands the second factor's page: where the sign-in ends once the code is accepted. */
export type SecondFactorState = { next: string };

import {
  dashboardPathByRole,
  foldText,
  countryAliases,
  loginInput,
  messages,
  registerForm,
  registerInput,
  type FormEchoView,
} from '@visabridge/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../domain/app-context';
import { AppError } from '../../lib/errors';
import { setFormEchoCookie } from '../../lib/form-echo-cookie';
import { pageLanguageOf } from '../../lib/page-language';
import {
  echoOfError,
  fieldErrorsOf,
  isTicked,
  redirectAfterPost,
  sendFormAgain,
  type PostedFields,
} from '../../plugins/form-posts';
import { listCountries } from '../countries/country-list';
import { getContentPage } from '../content/content-pages';
import { registerUser } from './register-user';
import { setSessionCookie } from '../../domain/identity/session-cookie';
import { loginUser } from '../../domain/identity/sessions';

/** A posted field's text; anything else (a JSON body's number, a missing field) is empty. */
const textOf = (body: unknown, name: string) => {
  const value = (body as PostedFields | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

const echoOf = (form: FormEchoView['form'], values: FormEchoView['values']): FormEchoView => ({
  form,
  values,
  errors: {},
  message: null,
  notice: null,
});

/** The country a nationality typed as text names (its name, a name people use, or its code); null if none. */
const countryCodeOf = (ctx: AppContext, typed: string) => {
  const query = foldText(typed);
  if (!query) return '';
  const country = listCountries(ctx.visa.index, true).find(
    (candidate) =>
      candidate.code.toLowerCase() === query ||
      foldText(candidate.name) === query ||
      countryAliases(candidate.code).some((alias) => foldText(alias) === query),
  );
  return country?.code ?? null;
};

/**
 * `POST /login`: signs in with the same service as the API, then goes where the app would (303): the
 * dashboard, or the second-factor step first.
 */
const loginFormPost = (app: FastifyInstance, ctx: AppContext) =>
  app.post('/login', { schema: { hide: true } }, async (request, reply) => {
    const values = {
      email: textOf(request.body, 'email'),
      rememberMe: isTicked(textOf(request.body, 'rememberMe')),
    };
    const formEcho = echoOf('login', values);
    const parsed = loginInput.safeParse({ ...values, password: textOf(request.body, 'password') });
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      return sendFormAgain(request, reply, { statusCode: 400, formEcho: { ...formEcho, errors } });
    }
    try {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const session = await loginUser({ ctx, input: parsed.data, client });
      if (!session.token) throw new Error('a new session came without its token');
      const { token, expiresAt, user, secondFactor } = session;
      setSessionCookie(reply, ctx.config, { token, expiresAt, isPersistent: parsed.data.rememberMe });
      // A session still owing its second factor (to prove or, for staff, to set up) finishes there, as the app does.
      return redirectAfterPost(reply, secondFactor ? '/second-factor' : dashboardPathByRole[user.role]);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const echo = { ...formEcho, ...echoOfError(error) };
      return sendFormAgain(request, reply, { statusCode: error.statusCode, formEcho: echo, error });
    }
  });

/** What the sign-up page's fields posted, as its form holds them (the nationality as typed). */
const registerValuesOf = (body: unknown) => ({
  firstName: textOf(body, 'firstName'),
  lastName: textOf(body, 'lastName'),
  email: textOf(body, 'email'),
  phone: textOf(body, 'phone'),
  nationality: textOf(body, 'nationality'),
  dateOfBirth: textOf(body, 'dateOfBirth'),
  agreeToTerms: isTicked(textOf(body, 'agreeToTerms')),
  subscribeNewsletter: isTicked(textOf(body, 'subscribeNewsletter')),
});

/** The API's fields the sign-up form shows elsewhere: the full name on the first name, the texts on the tick. */
const registerFieldMap = {
  fullName: 'firstName',
  'acceptedVersions.terms': 'agreeToTerms',
  'acceptedVersions.privacy': 'agreeToTerms',
};

/**
 * The Terms and Privacy versions the sign-up form linked to: the current ones in the page's language (or
 * English, until written in it), as the page showed them, with the language each was shown in.
 */
const currentVersions = async (ctx: AppContext, request: FastifyRequest) => {
  const { config } = ctx;
  const { language } = pageLanguageOf(request, {
    demoMode: config.demoMode,
    offered: config.interfaceLanguages,
  });
  const reader = language === 'pseudo' ? 'en' : language;
  const [terms, privacy] = await Promise.all([
    getContentPage(ctx.db, 'terms', reader),
    getContentPage(ctx.db, 'privacy', reader),
  ]);
  return {
    terms: terms.version,
    privacy: privacy.version,
    languages: { terms: terms.language, privacy: privacy.language },
  };
};

/**
 * `POST /register`: the form's checks, then the same service as the API; done, the login page (303) says
 * so with the email filled in, as the app does.
 */
const registerFormPost = (app: FastifyInstance, ctx: AppContext) =>
  app.post('/register', { schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    const typed = registerValuesOf(request.body);
    const nationality = countryCodeOf(ctx, typed.nationality);
    const values = { ...typed, nationality: nationality ?? '' };
    const formEcho = echoOf('register', values);
    const password = textOf(request.body, 'password');
    const parsed = registerForm.safeParse({
      ...values,
      password,
      confirmPassword: textOf(request.body, 'confirmPassword'),
    });
    if (!parsed.success || nationality === null) {
      const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
      if (nationality === null) errors.nationality = 'Choose your nationality from the list';
      return sendFormAgain(request, reply, { statusCode: 400, formEcho: { ...formEcho, errors } });
    }
    try {
      const { confirmPassword: _confirm, agreeToTerms: _agreed, ...fields } = parsed.data;
      const input = registerInput.parse({
        ...fields,
        fullName: `${fields.firstName} ${fields.lastName}`,
        acceptedVersions: await currentVersions(ctx, request),
      });
      await registerUser({ ctx, input, ip: request.ip, acceptLanguage: request.headers['accept-language'] });
      const notice = { ...echoOf('login', { email: input.email }), notice: messages.registrationSuccess };
      setFormEchoCookie(reply, ctx.config, notice);
      return redirectAfterPost(reply, '/login');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const echo = { ...formEcho, ...echoOfError(error, registerFieldMap) };
      return sendFormAgain(request, reply, { statusCode: error.statusCode, formEcho: echo, error });
    }
  });

/** The sign-in and sign-up pages' forms, sent before the app ran. */
export const authFormPosts = [loginFormPost, registerFormPost];

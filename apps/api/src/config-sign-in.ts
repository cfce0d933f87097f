import { z } from 'zod';

/** How sessions last and how sign-in is protected: sign-ups, failed sign-ins, second-factor checks. */
export type SignInSettings = {
  /** Sign-ups allowed from one client address in an hour, known emails included. */
  registrationsPerHourPerIp: number;
  sessionHours: number;
  rememberMeDays: number;
  /** A session unused this long ends: every staff session, and any without "Remember me". */
  sessionIdleMinutes: number;
  /** How long a second-factor check covers refunds, role changes and password or factor changes. */
  stepUpMinutes: number;
  loginLimits: { perEmail: number; perIp: number; windowMinutes: number };
  /** Security events (sign-ins, refusals, account changes) older than this many days are deleted. */
  securityEventsDays: number;
};

export const signInEnvironment = z.object({
  REGISTRATIONS_PER_HOUR_PER_IP: z.coerce.number().int().positive().default(5),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  REMEMBER_ME_DAYS: z.coerce.number().positive().default(30),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  STEP_UP_MINUTES: z.coerce.number().positive().max(60).default(10),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(50),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SECURITY_EVENTS_DAYS: z.coerce.number().int().positive().max(3650).default(365),
});

type SignInValues = z.infer<typeof signInEnvironment>;

export const signInSettingsOf = (values: SignInValues): SignInSettings => ({
  registrationsPerHourPerIp: values.REGISTRATIONS_PER_HOUR_PER_IP,
  sessionHours: values.SESSION_HOURS,
  rememberMeDays: values.REMEMBER_ME_DAYS,
  sessionIdleMinutes: values.SESSION_IDLE_MINUTES,
  stepUpMinutes: values.STEP_UP_MINUTES,
  loginLimits: {
    perEmail: values.LOGIN_MAX_FAILURES_PER_EMAIL,
    perIp: values.LOGIN_MAX_FAILURES_PER_IP,
    windowMinutes: values.LOGIN_WINDOW_MINUTES,
  },
  securityEventsDays: values.SECURITY_EVENTS_DAYS,
});

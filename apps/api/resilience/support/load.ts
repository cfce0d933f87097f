/** One request's answer: its HTTP status (0: no answer, the connection failed), when it came and what it wrote. */
export type Outcome = { key: string; status: number; startedAt: number; endedAt: number; message?: string };

type WritersOptions = {
  writers: number;
  /** Sends write number `n`; `key` names what it writes, so it can be looked for afterwards. */
  write: (n: number) => { key: string; request: Promise<Response> };
  /** Asked before each write: true ends that writer. */
  isDone: (outcomes: Outcome[]) => boolean;
  /** A bound on the whole run, whatever `isDone` says. */
  maxWrites: number;
};

/** Runs `writers` loops of sequential writes side by side, recording every answer. */
export const runWriters = async ({ writers, write, isDone, maxWrites }: WritersOptions) => {
  const outcomes: Outcome[] = [];
  let sent = 0;
  const loop = async () => {
    while (sent < maxWrites && !isDone(outcomes)) {
      const { key, request } = write(sent++);
      const startedAt = Date.now();
      const outcome = await request.then(
        async (response) => {
          const body = (await response.json().catch(() => ({}))) as { message?: string };
          return { status: response.status, message: body.message };
        },
        () => ({ status: 0, message: undefined }),
      );
      outcomes.push({ key, startedAt, endedAt: Date.now(), ...outcome });
    }
  };
  await Promise.all(Array.from({ length: writers }, loop));
  return outcomes;
};

/** A traveller's sign-up, answered 202 once the account is stored. */
export const registration = (baseUrl: string, runId: string) => (n: number) => {
  const email = `writer-${runId}-${n}@resilience.visabridge.test`;
  const request = fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '+44 20 7946 0958',
      password: 'analytical-engine-1843',
      nationality: 'GB',
      dateOfBirth: '1990-12-10',
      acceptedVersions: { terms: 1, privacy: 1 },
    }),
  });
  return { key: email, request };
};

export const countBy = (outcomes: Outcome[]) =>
  outcomes.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

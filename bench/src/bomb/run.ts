// `npm run bench:bomb`: the p99 of a light request (the signed-in profile) while the server is idle and
// while it analyses a 560 KB PDF whose page holds a 576-megapixel picture, and the server's memory
// (RSS) meanwhile. Exits 1 when the p99 under the bomb passes twice the idle one, the memory grows by
// more than 300 MB, or the analysis does not end failed.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, demoAccounts } from '../../../apps/api/src/domain/identity/demo-accounts';
import { pdfWithHugeImage } from '../../../apps/api/src/test/document-bombs';
import { percentile } from '../ocr/score-reads';

const IDLE_REQUESTS = 600;
const TIME_LIMIT_MS = 90_000;
const MAX_RATIO = 2;
const MAX_GROWTH_MB = 300;

const startServer = () =>
  new Promise<{ child: ChildProcess; address: string }>((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./serve-bomb.ts', import.meta.url)), {
      execArgv: ['--max-semi-space-size=64', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message: { address: string }) => resolve({ child, address: message.address }));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it answered`)));
  });

/** The server process's resident memory in MB, from /proc (Linux). */
const rssMbOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

const { child, address } = await startServer();
// Whatever happens below, the server process goes with the bench.
process.on('exit', () => child.kill());
const pid = child.pid ?? 0;
const traveller = demoAccounts.find((account) => account.role === 'general');
if (!traveller) throw new Error('no demo traveller');
const login = await fetch(`${address}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: traveller.email, password: DEMO_PASSWORD }),
});
const { token } = ((await login.json()) as { data: { token: string } }).data;
const authorization = { authorization: `Bearer ${token}` };

const timedProfile = async () => {
  const started = performance.now();
  const response = await fetch(`${address}/api/auth/profile`, { headers: authorization });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the profile answered ${response.status}`);
  return performance.now() - started;
};

for (let warm = 0; warm < 100; warm += 1) await timedProfile();
const idle: number[] = [];
for (let request = 0; request < IDLE_REQUESTS; request += 1) idle.push(await timedProfile());
const rssIdle = rssMbOf(pid);

const created = await fetch(`${address}/api/applications`, {
  method: 'POST',
  headers: { ...authorization, 'content-type': 'application/json' },
  body: JSON.stringify({ fromCountry: 'NG', toCountry: 'GB', purpose: 'business' }),
});
if (created.status !== 201) throw new Error(`the draft answered ${created.status}: ${await created.text()}`);
const draft = ((await created.json()) as { data: { id: string } }).data;
const form = new FormData();
form.set('applicationId', draft.id);
form.set('type', 'Passport valid at least 6 months beyond your stay, with 2 blank pages');
form.set('file', new Blob([await pdfWithHugeImage()], { type: 'application/pdf' }), 'bomb.pdf');
const uploaded = await fetch(`${address}/api/documents/upload`, {
  method: 'POST',
  headers: authorization,
  body: form,
});
if (uploaded.status !== 201)
  throw new Error(`the upload answered ${uploaded.status}: ${await uploaded.text()}`);
const { id } = ((await uploaded.json()) as { data: { id: string } }).data;
const uploadedAt = performance.now();

let analysis = { status: 'pending', findings: [] as { message: string }[] };
let rssPeak = rssIdle;
const loaded: number[] = [];
while (analysis.status === 'pending' && performance.now() - uploadedAt < TIME_LIMIT_MS) {
  for (let request = 0; request < 20; request += 1) {
    loaded.push(await timedProfile());
    rssPeak = Math.max(rssPeak, rssMbOf(pid));
  }
  const shown = await fetch(`${address}/api/documents/${id}`, { headers: authorization });
  analysis = ((await shown.json()) as { data: { analysis: typeof analysis } }).data.analysis;
}
const analysisSeconds = (performance.now() - uploadedAt) / 1000;
child.disconnect();

const idleP99 = percentile(idle, 0.99);
const loadedP99 = percentile(loaded, 0.99);
const ratio = loadedP99 / idleP99;
const growth = rssPeak - rssIdle;
console.log(`light request: GET /api/auth/profile, one at a time`);
console.log(
  `  idle       p50 ${percentile(idle, 0.5).toFixed(2)} ms  p99 ${idleP99.toFixed(2)} ms  (${idle.length} requests)`,
);
console.log(
  `  with bomb  p50 ${percentile(loaded, 0.5).toFixed(2)} ms  p99 ${loadedP99.toFixed(2)} ms  (${loaded.length} requests)`,
);
console.log(`  p99 ratio  ${ratio.toFixed(2)} (target <= ${MAX_RATIO})`);
console.log(
  `server RSS: idle ${rssIdle.toFixed(0)} MB, peak during analysis ${rssPeak.toFixed(0)} MB (+${growth.toFixed(0)} MB, target <= ${MAX_GROWTH_MB})`,
);
console.log(
  `analysis: ${analysis.status} after ${analysisSeconds.toFixed(1)} s: ${analysis.findings[0]?.message ?? ''}`,
);
const isMet = ratio <= MAX_RATIO && growth <= MAX_GROWTH_MB && analysis.status === 'failed';
console.log(isMet ? 'All targets met.' : 'A target was missed.');
process.exit(isMet ? 0 : 1);

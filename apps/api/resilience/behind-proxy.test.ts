import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore } from '../src/test/object-store';
import { freePort } from './support/free-port';
import { killAllServers, startApiServer, type ApiServer } from './support/api-server';
import { startThrowawayCluster, type PostgresCluster } from './support/postgres-cluster';
import { britishPassportEdition } from './support/visa-data';

/** The proxy settings docs/deployment.md ships, included as an operator's site does. */
const proxyConf = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../deploy/nginx/visabridge-proxy.conf',
);
const NGINX = '/usr/sbin/nginx';

let folder: string;
let postgres: PostgresCluster;
let store: Awaited<ReturnType<typeof startObjectStore>>;
let instances: ApiServer[] = [];
let nginx: ChildProcess;
let proxyUrl: string;

/** nginx in the foreground with the shipped proxy settings in front of the instances, as deploy/nginx/site.conf. */
const startNginx = async (upstreams: string[]) => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx-light (.ci/run does)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'visabridge-nginx-'));
  // Its workers run as nobody, and write request bodies there.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream visabridge {
${upstreams.map((address) => `    server ${address} max_fails=2 fail_timeout=5s;`).join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    include ${proxyConf};
  }
}
`,
  );
  const child = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 50; tries += 1) {
    const answered = await fetch(`${url}/api/health/live`).then(
      () => true,
      () => false,
    );
    if (answered) return { child, url, dir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
};

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'visabridge-proxy-'));
  postgres = await startThrowawayCluster();
  await postgres.createDatabase('behind_proxy');
  store = await startObjectStore();
  const visaDataSource = britishPassportEdition(folder);
  // One after the other: the first applies the migrations and imports the visa data.
  for (const name of ['api-a', 'api-b'])
    instances.push(
      await startApiServer({
        dataDir: path.join(folder, name),
        databaseUrl: postgres.databaseUrl('behind_proxy'),
        visaDataSource,
        environment: {
          ...store.environment,
          INSTANCE_NAME: name,
          TRUST_PROXY: '1',
          TRUST_REQUEST_ID: 'true',
          DRAIN_SECONDS: '2',
        },
      }),
    );
  const proxy = await startNginx(instances.map((instance) => new URL(instance.url).host));
  nginx = proxy.child;
  proxyUrl = proxy.url;
});
afterAll(async () => {
  nginx?.kill('SIGTERM');
  await killAllServers();
  await store?.close();
  await postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const instanceAnswering = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as { data?: { instance?: string } } };
};

describe('two instances behind nginx with deploy/nginx/visabridge-proxy.conf', () => {
  it('shares requests between the instances, each answer carrying the proxy’s request id', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const { status, body } = await instanceAnswering(`${proxyUrl}/api/health/live`);
      expect(status).toBe(200);
      seen.add(body.data?.instance ?? '');
    }
    expect([...seen].sort()).toEqual(['api-a', 'api-b']);
    // The proxy's id, never the one a client sends.
    const response = await fetch(`${proxyUrl}/api/health/live`, {
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('passes uploads up to the 10 MB limit to the instances and refuses larger ones itself', async () => {
    const post = (bytes: number) =>
      fetch(`${proxyUrl}/api/documents/upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(bytes),
      });
    // The instance answers (no session): the body got through.
    const within = await post(10 * 1024 * 1024 + 4096);
    expect(within.status).toBe(401);
    expect(await within.json()).toMatchObject({ success: false });
    expect((await post(12 * 1024 * 1024)).status).toBe(413);
  });

  it('loses no request while one instance is stopped (SIGTERM: drain, then close)', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances run');
    const stopping = first.stop();
    const statuses: number[] = [];
    const answeredBy = new Set<string>();
    const until = Date.now() + 4_000;
    while (Date.now() < until || first.exitStatus() === null) {
      const { status, body } = await instanceAnswering(`${proxyUrl}/api/health/ready`);
      statuses.push(status);
      answeredBy.add(body.data?.instance ?? '');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await stopping;
    console.warn(
      `rolling stop behind nginx: ${statuses.length} requests, statuses ${[...new Set(statuses)]}`,
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(first.exitStatus()).toBe(0);
    const after = await instanceAnswering(`${proxyUrl}/api/health/ready`);
    expect(after).toMatchObject({ status: 200, body: { data: { instance: 'api-b' } } });
    instances = [second];
  });
});

import { VISA_DATA_ENV, type ServedTarget } from './protocol';
import { importBenchVisaData, seedBenchData } from './seed-bench-data';
import {
  expectOk,
  signIn,
  startApiServer,
  startBarePostServer,
  startHelloServer,
  startLookupServer,
  type ScenarioServe,
} from './servers';

/**
 * The demo accounts, 2,000 users with a session and the visa data when the runner passes a file;
 * serves hello, lookup, profile and requirements (with visa data only).
 */
export const serveBase: ScenarioServe = async ({ config, database, servers }) => {
  await seedBenchData(database.db);
  // Before buildApp: the app loads the visa data into memory when it starts.
  const visaDataFile = process.env[VISA_DATA_ENV];
  if (visaDataFile) await importBenchVisaData(database.db, visaDataFile);
  const api = await startApiServer(config, database);
  servers.push(api);
  if (visaDataFile && !api.app.visa.index.edition()) {
    throw new Error(`the app holds no visa data after importing ${visaDataFile}`);
  }
  const { token, user } = await signIn(api);
  const hello = await startHelloServer();
  servers.push(hello);
  const lookup = await startLookupServer(database.db, user.id);
  servers.push(lookup);

  const targets: ServedTarget[] = [
    { name: 'hello', url: hello.url },
    { name: 'lookup', url: lookup.url },
    { name: 'profile', url: `${api.address}/api/auth/profile`, token },
  ];
  for (const target of targets) await expectOk(target);
  if (visaDataFile) {
    const requirements: ServedTarget = {
      name: 'requirements',
      url: `${api.address}/api/visa/requirements`,
    };
    const [from, to] = api.app.visa.index.countries().filter((country) => country.isActive);
    const sample = { fromCountry: from?.code, toCountry: to?.code, purpose: 'tourist' };
    await expectOk(requirements, sample);
    const answer = await api.app.inject({ method: 'POST', url: '/api/visa/requirements', payload: sample });
    const barePost = await startBarePostServer(answer.rawPayload);
    servers.push(barePost);
    targets.push({ name: 'bare-post', url: barePost.url }, requirements);
  }
  return { type: 'ready', targets };
};

/**
 * Fails (exit 1) when a message in the code is missing from a catalog: not extracted into the source
 * language's (run `npm run extract -w @visabridge/web`), or not translated in another language's; and when a
 * catalog keeps a message the code no longer has. The made-up test language is generated, never written.
 */
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const config = getConfig({ cwd: process.cwd() });
const problems: string[] = [];
for (const catalog of await getCatalogs(config)) {
  const [inCode, written] = await Promise.all([catalog.collect(), catalog.readAll()]);
  if (!inCode) throw new Error(`the messages of ${catalog.path} could not be read`);
  for (const locale of config.locales) {
    if (locale === config.pseudoLocale) continue;
    const messages = written[locale] ?? {};
    for (const [id, message] of Object.entries(inCode)) {
      const entry = messages[id];
      if (!entry)
        problems.push(`${catalog.path} (${locale}): "${message.message ?? id}" is not in the catalog`);
      else if (locale !== config.sourceLocale && !entry.translation)
        problems.push(`${catalog.path} (${locale}): "${message.message ?? id}" is not translated`);
    }
    for (const id of Object.keys(messages))
      if (!inCode[id]) problems.push(`${catalog.path} (${locale}): "${id}" is no longer in the code`);
  }
}
for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(
    `${problems.length} catalog problems; run "npm run extract -w @visabridge/web" and translate`,
  );
  process.exit(1);
}

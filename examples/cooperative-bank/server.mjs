// @ts-check
import { startBankSite } from './bank-site.mjs';

/**
 * The bank site from the command line:
 *   BACKOFFICE_API_KEY=bo_… node examples/cooperative-bank/server.mjs
 * BACKOFFICE_URL (default http://coop.localhost:8080) is the back office; PORT (default 4200)
 * this site's port, whose origin must be one of the cooperative's widget origins.
 */
const apiKey = process.env.BACKOFFICE_API_KEY ?? '';
if (apiKey === '') {
  console.error(
    [
      'BACKOFFICE_API_KEY is not set.',
      'Create a key in the back office (sign in as coopadmin, Administration → API Keys → New),',
      'copy the secret it shows once, and start this site with',
      '  BACKOFFICE_API_KEY=bo_… node examples/cooperative-bank/server.mjs',
    ].join('\n'),
  );
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4200);
const backofficeUrl = process.env.BACKOFFICE_URL ?? 'http://coop.localhost:8080';
const site = await startBankSite({ port, backofficeUrl, apiKey });
console.log(`Sagarmatha Cooperative's site: http://localhost:${port}/ (widgets from ${backofficeUrl})`);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    site.close().then(() => process.exit(0));
  });
}

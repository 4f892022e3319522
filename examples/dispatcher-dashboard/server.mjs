// @ts-check
import { startDispatcherSite } from './dispatcher-site.mjs';

/**
 * The dispatcher's site from the command line:
 *   BACKOFFICE_API_KEY=bo_… node examples/dispatcher-dashboard/server.mjs
 * BACKOFFICE_URL (default http://localhost:8080) is the back office; PORT (default 4300) this
 * site's port, whose origin must be one of the company's widget origins.
 */
const apiKey = process.env.BACKOFFICE_API_KEY ?? '';
if (apiKey === '') {
  console.error(
    [
      'BACKOFFICE_API_KEY is not set.',
      'Create a key in the back office (sign in as admin, Administration → API Keys → New),',
      'copy the secret it shows once, and start this site with',
      '  BACKOFFICE_API_KEY=bo_… node examples/dispatcher-dashboard/server.mjs',
    ].join('\n'),
  );
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4300);
const backofficeUrl = process.env.BACKOFFICE_URL ?? 'http://localhost:8080';
const site = await startDispatcherSite({ port, backofficeUrl, apiKey });
console.log(`Valley Distributors' dispatch desk: http://localhost:${port}/ (maps from ${backofficeUrl})`);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    site.close().then(() => process.exit(0));
  });
}

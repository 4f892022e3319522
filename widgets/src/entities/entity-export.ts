import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import type { Envelope } from '@backoffice/shared/envelope';
import { ApiError, currentToken, forgetEndedSession, NETWORK_FAILURE_MESSAGE } from '../core/api-client.ts';
import { $currentCompanyId } from '../core/company.store.ts';
import { configuredCompanyId, loadSiteConfig, serverUrl } from '../core/site-config.ts';
import { listQuery } from './entity-queries.ts';
import type { EntityListParams } from './entity-record.types.ts';

const fileNameFrom = (disposition: string | null, fallback: string): string => {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
};

/**
 * GET /{apiPath}/export with the list's filters and order (no paging). The answer is a CSV file,
 * not an envelope, so this is a plain fetch carrying the same bearer token and CompanyId header as
 * the API client (an expired one replaced as it would), and a 401 ends the session the same way; a refusal still comes as an envelope and becomes an ApiError with its message.
 */
const fetchExport = async (
  entity: EntityDeclaration,
  params: EntityListParams,
): Promise<Blob & { name: string }> => {
  const config = await loadSiteConfig();
  const url = new URL(serverUrl(`${config.apiBase}/${entity.apiPath}/export`));
  for (const [key, value] of Object.entries(listQuery(params, false))) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ Accept: 'text/csv, application/json' });
  const token = await currentToken();
  headers.set('Authorization', `Bearer ${token}`);
  headers.set('CompanyId', $currentCompanyId.get() ?? (await configuredCompanyId()));
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw new ApiError(404, NETWORK_FAILURE_MESSAGE, [], false);
  }
  if (!response.ok) {
    forgetEndedSession(response.status, token);
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(response.status, envelope?.Message ?? `The export failed (${response.status}).`);
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('Content-Disposition'), `${entity.apiPath}.csv`);
  return Object.assign(blob, { name });
};

/** Downloads the export through a temporary blob link (the link needs no token, the fetch had it). */
export const downloadExport = async (
  entity: EntityDeclaration,
  params: EntityListParams,
  container: HTMLElement,
): Promise<void> => {
  const file = await fetchExport(entity, params);
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  link.hidden = true;
  // Inside the element's own tree, so it works from a shadow root as well as in the portal.
  container.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; give the browser a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};

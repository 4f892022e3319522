import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import type { Envelope } from '@backoffice/shared/envelope';
import {
  ApiError,
  currentToken,
  forgetEndedSession,
  NETWORK_FAILURE_MESSAGE,
} from '../../core/api-client.ts';
import { $currentCompanyId } from '../../core/company.store.ts';
import { configuredCompanyId, loadSiteConfig, serverUrl } from '../../core/site-config.ts';
import { listQuery } from '../entity-queries.ts';
import type { EntityListParams } from '../entity-record.types.ts';

const fileNameFrom = (disposition: string | null, fallback: string): string => {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
};

/**
 * A CSV the API answers as a file, not an envelope: a plain fetch carrying the API client's token
 * (an expired one replaced as it would) and CompanyId header; a 401 ends the session the same way,
 * and a refusal still comes as an envelope and becomes an ApiError with its message.
 */
const fetchCsv = async (
  path: string,
  query: Record<string, unknown>,
  fallbackName: string,
): Promise<Blob & { name: string }> => {
  const config = await loadSiteConfig();
  const url = new URL(serverUrl(`${config.apiBase}${path}`));
  for (const [key, value] of Object.entries(query)) {
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
    throw new ApiError(response.status, envelope?.Message ?? `The download failed (${response.status}).`);
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  return Object.assign(blob, { name });
};

/** Saves a file through a temporary blob link inside `container`, so it works from a shadow root too. */
const saveFile = (file: Blob & { name: string }, container: HTMLElement): void => {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  link.hidden = true;
  container.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; give the browser a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};

/** GET /{apiPath}/export with the list's filters and order (no paging). */
export const downloadExport = async (
  entity: EntityDeclaration,
  params: EntityListParams,
  container: HTMLElement,
): Promise<void> =>
  saveFile(
    await fetchCsv(`/${entity.apiPath}/export`, listQuery(params, false), `${entity.apiPath}.csv`),
    container,
  );

/** GET /{apiPath}/importtemplate: the header row and an example row to fill in. */
export const downloadImportTemplate = async (
  entity: EntityDeclaration,
  container: HTMLElement,
): Promise<void> =>
  saveFile(
    await fetchCsv(`/${entity.apiPath}/importtemplate`, {}, `${entity.apiPath}-import-template.csv`),
    container,
  );

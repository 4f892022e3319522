import type { Envelope } from '@backoffice/shared/envelope';
import { ApiError, currentToken, forgetEndedSession, NETWORK_FAILURE_MESSAGE } from '../api-client.ts';
import { $currentCompanyId } from '../company.store.ts';
import { configuredCompanyId, loadSiteConfig, serverUrl } from '../site-config.ts';

/** A downloaded file and the name the server gave it. */
export type DownloadedFile = Blob & { name: string };

/** How far a download is: the share received when the server said the size, else null. */
export type DownloadProgress = (fraction: number | null) => void;

const fileNameFrom = (disposition: string | null, fallback: string): string => {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
};

/** The body, reporting each chunk against Content-Length (absent when the server compresses it). */
const readBody = async (response: Response, onProgress: DownloadProgress | undefined): Promise<Blob> => {
  const type = response.headers.get('Content-Type') ?? '';
  const size = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(size) && size > 0 ? size : null;
  if (!onProgress || !response.body) return response.blob();
  onProgress(total === null ? null : 0);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total === null ? null : Math.min(1, received / total));
  }
  return new Blob(chunks, { type });
};

/**
 * A file the API answers instead of an envelope: a plain fetch carrying the API client's token
 * (an expired one replaced as it would) and CompanyId header; a 401 ends the session the same way,
 * and a refusal still comes as an envelope and becomes an ApiError with its message.
 */
export const fetchFile = async (
  path: string,
  query: Record<string, unknown>,
  fallbackName: string,
  onProgress?: DownloadProgress,
): Promise<DownloadedFile> => {
  const config = await loadSiteConfig();
  const url = new URL(serverUrl(`${config.apiBase}${path}`));
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ Accept: '*/*' });
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
  const blob = await readBody(response, onProgress);
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  return Object.assign(blob, { name });
};

/** Saves a file through a temporary blob link inside `container`, so it works from a shadow root too. */
export const saveFile = (file: DownloadedFile, container: HTMLElement): void => {
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

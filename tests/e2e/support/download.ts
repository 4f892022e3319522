import { text } from 'node:stream/consumers';
import type { Download } from 'playwright-core';

/**
 * The downloaded file's text, read through the connection: files share the run's Chromium over a
 * connection, where Download.path() is not available.
 */
export const downloadedText = async (download: Download): Promise<string> =>
  text(await download.createReadStream());

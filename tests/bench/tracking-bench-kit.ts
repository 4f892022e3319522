import { readdir, readFile } from 'node:fs/promises';
import { nepalLocal } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { request } from 'undici';
import { type BenchRow, percentile } from './load-generator.js';

/** Shared pieces of the tracking suite: sign-in, figures, the server process's memory. */

export const API = '/api/v1';

interface LoginAnswer {
  Message: string;
  Data: { Token?: string } | null;
}

/** A user token through the login form, as the portal and the field app get one. */
export const signInAs = async (baseUrl: string, userName: string, password: string): Promise<string> => {
  const answer = await request(`${baseUrl}${API}/user/login/admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', CompanyId: '1' },
    body: new URLSearchParams({ UserName: userName, Password: password }).toString(),
  });
  const payload = (await answer.body.json()) as LoginAnswer;
  const token = payload.Data?.Token;
  if (answer.statusCode !== 200 || !token) {
    throw new Error(
      `Sign-in of ${userName} for the benchmark failed (${answer.statusCode}): ${payload.Message}`,
    );
  }
  return token;
};

/** The phone's local Nepal date and time of an instant, as the field app sends them. */
export const deviceClock = (at: number) => {
  const local = nepalLocal(at);
  return { DeviceDate: local.date, DeviceTime: local.time };
};

export const authHeaders = (token: string): Record<string, string> => ({
  Authorization: `Bearer ${token}`,
  CompanyId: '1',
});

/** Sorted copy, for percentiles. */
export const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/**
 * A row of figures that are not a throughput (times of single runs or steps): requests counts the
 * samples so run-all sees the row measured something; NaN shows as a missing figure.
 */
export const sampleRow = (what: string, values: readonly number[], rps = Number.NaN): BenchRow => {
  const sorted = ascending(values);
  return {
    what,
    requests: sorted.length,
    errors: 0,
    rps,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
};

export const kib = (bytes: number): number => Math.round(bytes / 102.4) / 10;

/**
 * The resident memory (MiB) of the server started on this data folder: its process is found by the
 * DATA_DIR in its environment (only our own child has it). NaN when /proc cannot tell.
 */
export const serverRssMib = async (dataDir: string): Promise<number> => {
  try {
    const marker = `DATA_DIR=${dataDir}\0`;
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const environ = await readFile(`/proc/${entry}/environ`, 'utf8').catch(() => '');
      if (!environ.includes(marker)) continue;
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
      if (kb) return Number(kb) / 1024;
    }
  } catch {
    // Not Linux, or /proc hidden: the figure is simply missing.
  }
  return Number.NaN;
};

import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';

/** What the portal reads from /config.json for its host (spec section 7, general conventions). */
export const hostConfigSchema = z.object({
  apiBase: z.string().min(1),
  companyId: z.string().regex(/^\d+$/),
  supportUrl: z.string(),
  smsServiceUrl: z.string(),
  notificationServiceUrl: z.string(),
  mapKeys: z.object({ tileUrl: z.string(), attribution: z.string(), key: z.string() }),
  activeModules: z.array(z.string()),
  /** A public client: its token can only read what a login page needs. */
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  /** Origins allowed to embed widgets and frame map pages for this host's company. */
  allowedOrigins: z.array(z.string()).default([]),
  /**
   * The cooperative's core-banking service (mobile banking's HTTP adapter); unset: members and
   * accounts kept in our database. Server-only: /config.json never answers it.
   */
  coreBanking: z.object({ url: z.url(), apiKey: z.string().default('') }).optional(),
});
export type HostConfig = z.output<typeof hostConfigSchema>;

/** What /config.json answers: the host's entry without the server-only settings. */
export const publicHostConfig = (config: HostConfig): Omit<HostConfig, 'coreBanking'> => {
  const { coreBanking: _serverOnly, ...visible } = config;
  return visible;
};

export const deploymentConfigSchema = z.object({
  hosts: z.record(z.string(), hostConfigSchema),
});
export type DeploymentConfig = z.output<typeof deploymentConfigSchema>;

export { SITE_CONFIG_MESSAGES as CONFIG_MESSAGES } from '@backoffice/shared/site-config.types';

export type HostConfigLookup =
  | { kind: 'found'; config: HostConfig }
  | { kind: 'unknown-host' }
  | { kind: 'invalid-file'; reason: string };

/** The first label of a Host header: `coop.example.com:8080` gives `coop`. */
export const firstHostLabel = (host: string | undefined): string => {
  const bare = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  return bare.split('.')[0] ?? '';
};

/**
 * Reads the per-deployment file, re-reading it only when it changes on disk, so an operator can
 * edit hosts without a restart and a broken edit is reported rather than half-applied.
 */
export class DeploymentConfigSource {
  private cached: { mtimeMs: number; result: DeploymentConfig | { error: string } } | null = null;

  constructor(private readonly path: string) {}

  async lookup(host: string | undefined): Promise<HostConfigLookup> {
    const loaded = await this.load();
    if ('error' in loaded) return { kind: 'invalid-file', reason: loaded.error };
    const label = firstHostLabel(host);
    // Own keys only: a Host like `constructor.example.com` must not reach Object.prototype.
    const own = (name: string) => (Object.hasOwn(loaded.hosts, name) ? loaded.hosts[name] : undefined);
    const config = own(label) ?? own('default');
    return config ? { kind: 'found', config } : { kind: 'unknown-host' };
  }

  /**
   * The entry of a company (the first host naming it), for settings that belong to the company
   * rather than to the address it was reached at: its SMS gateway, its core-banking service.
   */
  async forCompany(companyId: number): Promise<HostConfig | null> {
    const loaded = await this.load();
    if ('error' in loaded) return null;
    return Object.values(loaded.hosts).find((entry) => entry.companyId === String(companyId)) ?? null;
  }

  private async load(): Promise<DeploymentConfig | { error: string }> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.path)).mtimeMs;
    } catch {
      return { error: `cannot read ${this.path}` };
    }
    if (this.cached && this.cached.mtimeMs === mtimeMs) return this.cached.result;
    let result: DeploymentConfig | { error: string };
    try {
      const parsed = deploymentConfigSchema.safeParse(JSON.parse(await readFile(this.path, 'utf8')));
      result = parsed.success ? parsed.data : { error: parsed.error.issues.map((i) => i.message).join('; ') };
    } catch (error) {
      result = { error: error instanceof Error ? error.message : String(error) };
    }
    this.cached = { mtimeMs, result };
    return result;
  }
}

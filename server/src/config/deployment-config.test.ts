import { readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { temporaryFolders } from '../test-support/temporary-folders.js';
import { DeploymentConfigSource, deploymentConfigSchema, firstHostLabel } from './deployment-config.js';

const hostEntry = (companyId: string) => ({
  apiBase: '/api/v1',
  companyId,
  supportUrl: '/api/v1',
  smsServiceUrl: '',
  notificationServiceUrl: '/api/v1',
  mapKeys: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'tiles', key: '' },
  activeModules: ['MobileBanking'],
  clientId: 'backoffice-portal',
  clientSecret: 'portal-public-client',
  allowedOrigins: ['https://partner.example'],
});

describe('firstHostLabel', () => {
  it('takes the first label, lower-cased, without the port', () => {
    expect(firstHostLabel('Coop.Example.com:8080')).toBe('coop');
    expect(firstHostLabel('  localhost:3000 ')).toBe('localhost');
    expect(firstHostLabel('coop')).toBe('coop');
  });

  it('gives an empty label when there is no host', () => {
    expect(firstHostLabel(undefined)).toBe('');
    expect(firstHostLabel('')).toBe('');
  });
});

describe('DeploymentConfigSource', () => {
  let dir: string;
  let file: string;
  const newFolder = temporaryFolders('deployment-config-');

  // Explicit mtimes, because two writes within one timestamp tick would look unchanged.
  const writeConfig = async (content: unknown, mtimeSeconds: number) => {
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
    await utimes(file, mtimeSeconds, mtimeSeconds);
  };

  beforeEach(async () => {
    dir = await newFolder();
    file = join(dir, 'deployment.json');
  });

  it('finds the entry of a known label', async () => {
    await writeConfig({ hosts: { default: hostEntry('1'), coop: hostEntry('2') } }, 1_700_000_000);
    const result = await new DeploymentConfigSource(file).lookup('Coop.Example.com:8080');
    expect(result).toEqual({ kind: 'found', config: hostEntry('2') });
  });

  it('falls back to default for an unknown label', async () => {
    await writeConfig({ hosts: { default: hostEntry('1'), coop: hostEntry('2') } }, 1_700_000_000);
    const result = await new DeploymentConfigSource(file).lookup('elsewhere.example.com');
    expect(result).toEqual({ kind: 'found', config: hostEntry('1') });
  });

  it('fills allowedOrigins with an empty list when the entry leaves it out', async () => {
    const { allowedOrigins: _omitted, ...withoutOrigins } = hostEntry('1');
    await writeConfig({ hosts: { default: withoutOrigins } }, 1_700_000_000);
    const result = await new DeploymentConfigSource(file).lookup('any');
    expect(result).toEqual({ kind: 'found', config: { ...withoutOrigins, allowedOrigins: [] } });
  });

  it('reports an unknown host when there is no default', async () => {
    await writeConfig({ hosts: { coop: hostEntry('2') } }, 1_700_000_000);
    expect(await new DeploymentConfigSource(file).lookup('elsewhere.example.com')).toEqual({
      kind: 'unknown-host',
    });
  });

  // The label comes from the Host header: it must never reach members of Object.prototype.
  it('a label named like an Object.prototype member is not taken from the prototype', async () => {
    await writeConfig({ hosts: { default: hostEntry('1') } }, 1_700_000_000);
    const source = new DeploymentConfigSource(file);
    expect(await source.lookup('constructor.example.com')).toEqual({ kind: 'found', config: hostEntry('1') });
    expect(await source.lookup('__proto__.example.com')).toEqual({ kind: 'found', config: hostEntry('1') });
  });

  it('reports invalid JSON as an invalid file', async () => {
    await writeConfig('{ "hosts": ', 1_700_000_000);
    expect(await new DeploymentConfigSource(file).lookup('coop')).toMatchObject({ kind: 'invalid-file' });
  });

  it('reports an entry that breaks the schema as an invalid file, not a partial one', async () => {
    await writeConfig(
      { hosts: { default: hostEntry('1'), coop: { ...hostEntry('2'), companyId: 'two' } } },
      1_700_000_000,
    );
    // The valid default must not be served while another entry is broken.
    expect(await new DeploymentConfigSource(file).lookup('elsewhere')).toMatchObject({
      kind: 'invalid-file',
    });
  });

  it('reports a missing file as an invalid file', async () => {
    const result = await new DeploymentConfigSource(join(dir, 'absent.json')).lookup('coop');
    expect(result).toMatchObject({ kind: 'invalid-file' });
  });

  it('reads the file again once it changes on disk', async () => {
    const source = new DeploymentConfigSource(file);
    await writeConfig({ hosts: { default: hostEntry('1') } }, 1_700_000_000);
    expect(await source.lookup('coop')).toEqual({ kind: 'found', config: hostEntry('1') });
    await writeConfig({ hosts: { default: hostEntry('7') } }, 1_700_000_100);
    expect(await source.lookup('coop')).toEqual({ kind: 'found', config: hostEntry('7') });
  });

  it('recovers when a broken edit is fixed', async () => {
    const source = new DeploymentConfigSource(file);
    await writeConfig('not json', 1_700_000_000);
    expect(await source.lookup('coop')).toMatchObject({ kind: 'invalid-file' });
    await writeConfig({ hosts: { default: hostEntry('1') } }, 1_700_000_100);
    expect(await source.lookup('coop')).toEqual({ kind: 'found', config: hostEntry('1') });
  });

  it('does not read the file again while its mtime is unchanged', async () => {
    const source = new DeploymentConfigSource(file);
    await writeConfig({ hosts: { default: hostEntry('1') } }, 1_700_000_000);
    await source.lookup('coop');
    await writeConfig({ hosts: { default: hostEntry('7') } }, 1_700_000_000);
    expect(await source.lookup('coop')).toEqual({ kind: 'found', config: hostEntry('1') });
  });
});

describe('committed server/config/deployment.json', () => {
  it('passes the schema', async () => {
    const text = await readFile(new URL('../../config/deployment.json', import.meta.url), 'utf8');
    const parsed = deploymentConfigSchema.safeParse(JSON.parse(text));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.hosts.default).toBeDefined();
  });
});

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema, readEnv } from './env.schema.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

describe('front-end folders', () => {
  it("default to the repository's portal/dist and widgets/dist", () => {
    const env = envSchema.parse({});
    expect(env.PORTAL_DIR).toBe(resolve(REPO, 'portal/dist'));
    expect(env.WIDGETS_DIR).toBe(resolve(REPO, 'widgets/dist'));
  });

  it('take a folder from the environment, made absolute', () => {
    const env = envSchema.parse({ PORTAL_DIR: '/srv/portal', WIDGETS_DIR: 'build/widgets' });
    expect(env.PORTAL_DIR).toBe('/srv/portal');
    expect(env.WIDGETS_DIR).toBe(resolve('build/widgets'));
  });

  it('refuses an empty value with a message', () => {
    expect(() => readEnv({ PORTAL_DIR: '' })).toThrow(/PORTAL_DIR/);
  });
});

describe('scheduled backups', () => {
  it('are off by default, daily with seven kept once BACKUP_DIR is set', () => {
    expect(envSchema.parse({}).BACKUP_DIR).toBeUndefined();
    const env = envSchema.parse({ BACKUP_DIR: 'backups' });
    expect(env).toMatchObject({ BACKUP_DIR: resolve('backups'), BACKUP_EVERY_HOURS: 24, BACKUP_KEEP: 7 });
  });

  it('refuse an interval under a quarter of an hour or a keep of zero', () => {
    expect(() => readEnv({ BACKUP_EVERY_HOURS: '0.1' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => readEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});

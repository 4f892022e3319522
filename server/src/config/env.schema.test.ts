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

import { createHash, randomBytes } from 'node:crypto';
import { API_KEY } from '@backoffice/shared/entities/administration/api-key.entity';
import { registerEntityHooks } from '../../entities/entity-hooks.js';

const PREFIX_BYTES = 6;
const SECRET_BYTES = 32;

/**
 * A key is high-entropy random data, so one SHA-256 is enough to store it safely (a slow hash
 * protects guessable passwords, which this is not) and keeps every API call's check cheap.
 */
export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export const newApiKey = (): { key: string; prefix: string } => {
  const prefix = `bo_${randomBytes(PREFIX_BYTES).toString('hex')}`;
  return { key: `${prefix}_${randomBytes(SECRET_BYTES).toString('base64url')}`, prefix };
};

registerEntityHooks(API_KEY, {
  beforeCreate: async (_ctx, values) => {
    const { key, prefix } = newApiKey();
    return {
      values: { ...values, KeyPrefix: prefix, SecretHash: hashApiKey(key) },
      reply: { Secret: key },
    };
  },
});

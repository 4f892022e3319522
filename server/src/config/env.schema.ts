import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * A path in the repository, from this file's place: server/src/config under tsx and vitest,
 * server/dist/config once built. Both are three levels below the root.
 */
const repoPath = (relative: string) => fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: "use 'true' or 'false'" })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

/** Configuration from the environment, validated once at start so a typo fails loudly. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres://' })
    .optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: booleanFlag(true),
  /** Post, after start, the sales documents a database has without their vouchers (an upgrade's). */
  POST_SALES_BACKLOG: booleanFlag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEPLOYMENT_CONFIG: z.string().optional(),
  /** Shared secret for several instances on one database; otherwise one is generated in DATA_DIR. */
  APP_SECRET: z.string().min(32, { error: 'APP_SECRET needs at least 32 characters' }).optional(),
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(720),
  TRUST_PROXY: z.string().default('loopback'),
  /** The built portal (index.html, assets/, sw.js): served at / with the single-page fallback. */
  PORTAL_DIR: z
    .string()
    .min(1)
    .default(repoPath('portal/dist'))
    .transform((dir) => resolve(dir)),
  /** The built widgets (loader, one module per widget, chunks/, assets/): served at /widgets. */
  WIDGETS_DIR: z
    .string()
    .min(1)
    .default(repoPath('widgets/dist'))
    .transform((dir) => resolve(dir)),
  /**
   * Web-push VAPID keys (base64url, as web-push generate-vapid-keys prints them). Several instances
   * must share one pair; without them a pair is generated once and kept in DATA_DIR.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'VAPID_PUBLIC_KEY must be 65 bytes in base64url (87 characters)' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: 'VAPID_PRIVATE_KEY must be 32 bytes in base64url (43 characters)',
    })
    .optional(),
  /** Who push services contact about our pushes; Apple refuses a localhost subject. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
      error: 'VAPID_SUBJECT must be a mailto: or https: URL',
    })
    .default('mailto:webpush@backoffice.example'),
  /**
   * Accept push endpoints on this machine (http://127.0.0.1:…): only for tests with a local push
   * service. Off, a subscription may not make the server post to loopback or private addresses.
   */
  PUSH_ALLOW_LOOPBACK: booleanFlag(false),
  /**
   * Scheduled backups of the embedded database (unset: none). Best on another disk than DATA_DIR;
   * ignored with DATABASE_URL, where pg_dump does the job.
   */
  BACKUP_DIR: z
    .string()
    .min(1)
    .optional()
    .transform((dir) => (dir === undefined ? undefined : resolve(dir))),
  /**
   * scrypt cost of new password hashes, as log2 of N (17: OWASP's minimum, about 0.4 s of one core).
   * Raise it on fast machines; the test suites lower it to 14 so each sign-in is cheap.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(14).max(20).default(17),
  /**
   * Checks every answer of a route declared by a contract against the contract's response schema,
   * and fails the call when it does not match: for the test suites, not for production.
   */
  CHECK_RESPONSES: booleanFlag(false),
  /** Hours between scheduled backups; a timer longer than a week would overflow Node's timers. */
  BACKUP_EVERY_HOURS: z.coerce.number().min(0.25).max(168).default(24),
  /** How many scheduled backups to keep (the oldest beyond that are deleted after each new one). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /**
   * The IRD's billing system (CBMS), its base address: invoices and credit notes are
   * POSTed to its api/bill and api/billreturn. Unset: nothing is sent (the outbox still fills).
   */
  CBMS_URL: z.url({ error: 'CBMS_URL must be an http(s) URL' }).optional(),
  /** Minutes between two rounds for the companies that send to the IRD in batches. */
  CBMS_BATCH_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
});

export type Env = z.output<typeof envSchema>;

export const readEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
};

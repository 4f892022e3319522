/** Types of field-simulator.mjs for the TypeScript tests and benchmarks that run it. */

export interface FieldSimulatorOptions {
  /** The server, such as `http://localhost:8080` (the API is under /api/v1). */
  base?: string;
  companyId?: number;
  /** Signs in sales1 … salesN with `password`; names that cannot sign in are skipped. */
  users?: number;
  password?: string;
  /** Access tokens of sales-person users, instead of signing in. */
  tokens?: string[];
  /** An office user who reads where everyone is and their beat; null: random starts in the valley. */
  admin?: { userName: string; password: string } | null;
  /** Simulated seconds between two fixes of a person. */
  intervalSeconds?: number;
  /** How much faster than real time the simulated clock runs. */
  speedUp?: number;
  /** Simulated seconds to run; the run takes durationSeconds / speedUp real seconds. */
  durationSeconds?: number;
  /** Fixes per batch. */
  batchSize?: number;
  /** Share of batches sent a second time (the server must count them as duplicates). */
  resendRate?: number;
  /** Share of batches held back and sent after the next one. */
  outOfOrderRate?: number;
  seed?: number;
  /** The clock device times are stamped by, in ms (a test passes its server's clock). */
  now?: () => number;
  log?: (line: string) => void;
}

export interface FieldSimulatorCounts {
  users: number;
  batches: number;
  pointsSent: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  resentBatches: number;
  outOfOrderBatches: number;
  errors: number;
}

export declare const runFieldSimulator: (options?: FieldSimulatorOptions) => Promise<FieldSimulatorCounts>;

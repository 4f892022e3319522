// Setup file of the integration and browser-test projects (and called by their global setups): the
// suites sign in thousands of times, and each sign-in verifies a scrypt hash; at the production cost
// that alone is minutes of CPU per run. The lowest accepted cost exercises the same code. The unit
// project keeps the production default, which its password-hash test asserts.
import { setPasswordHashCost } from '../auth/password-hash.js';

export const TEST_PASSWORD_HASH_COST = 14;

setPasswordHashCost(TEST_PASSWORD_HASH_COST);

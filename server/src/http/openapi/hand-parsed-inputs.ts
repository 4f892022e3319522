import { loginSchema } from '@backoffice/shared/session/sign-in.schema';
import type { z } from 'zod';
import type { MountableRoute } from '../define-route.js';

/**
 * Routes that parse their body in the handler, so they declare no `body` for defineRoute to check
 * first: the sign-in doors test the branch before the user name and password (spec section 5).
 * Their input is still part of the contract, so the document shows it from here. A route that
 * declares its own schema wins; the OpenAPI test fails if a sign-in door stops showing its fields.
 */
const HAND_PARSED_BODIES: Readonly<Record<string, z.ZodType>> = {
  'post /user/login/admin': loginSchema,
  'post /salesuser/dealer/login': loginSchema,
};

export const documentedBodyOf = (route: MountableRoute): z.ZodType | undefined =>
  route.body ?? HAND_PARSED_BODIES[`${route.method} ${route.path}`];

import { ENTITIES } from '@backoffice/shared/entities/entity-registry';
import type { MountableRoute } from '../http/define-route.js';
import { entityBulkRoute } from './entity-bulk.js';
import { entityRoutes } from './entity-routes.js';

/**
 * The API of every declaration whose storage is generated (custom ones mount their own module):
 * its one-record routes, and the bulk route that runs them for several records.
 */
export const generatedEntityRoutes: readonly MountableRoute[] = ENTITIES.filter(
  (entity) => (entity.storage ?? 'generated') === 'generated',
).flatMap((entity) => {
  const bulk = entityBulkRoute(entity);
  return bulk ? [...entityRoutes(entity), bulk] : entityRoutes(entity);
});

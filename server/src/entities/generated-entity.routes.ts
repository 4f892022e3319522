import { ENTITIES } from '@backoffice/shared/entities/entity-registry';
import type { MountableRoute } from '../http/define-route.js';
import { entityRoutes } from './entity-routes.js';

/** The API of every declaration whose storage is generated (custom ones mount their own module). */
export const generatedEntityRoutes: readonly MountableRoute[] = ENTITIES.filter(
  (entity) => (entity.storage ?? 'generated') === 'generated',
).flatMap(entityRoutes);

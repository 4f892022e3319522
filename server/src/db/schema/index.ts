export * from './access.schema.js';
export * from './auth.schema.js';
export * from './companies.schema.js';
export * from './entities.schema.js';
export * from './identity.schema.js';
export * from './notifications.schema.js';
export * from './settings.schema.js';
export * from './site-content.schema.js';

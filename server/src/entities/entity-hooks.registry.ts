// Importing a hooks module registers it; the generated routes look hooks up by entity name.
import '../modules/api-keys/api-key.hooks.js';
import '../modules/push-notifications/push-notification.hooks.js';
import '../modules/sales-persons/sales-person.hooks.js';
import '../modules/party-pricing/party-product-pricing.hooks.js';
import '../modules/leaves/leave.hooks.js';
import '../modules/notifications/page-notification-setup.hooks.js';

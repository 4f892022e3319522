// The domains' panels on the generic entity form (entity-form-extensions.ts): role permissions,
// user roles, a sales person's sign-in, a push notification's deliveries, what an advance's person
// owes, a party's notes, the day behind a day log. Imported where the form screen is assembled (the
// bo-entity-form element, the portal's routes), so the generic form page names no domain.
import './administration/administration-form-panels.tsx';
import './notifications/notification-form-panels.tsx';
import './sales/party-notes/party-note-form-panels.tsx';
import './sales/sales-persons/sales-form-panels.tsx';
import './workforce/advances/advance-form-panels.tsx';
import './workforce/day-logs/day-log-form-panels.tsx';

import { API_KEY } from '@backoffice/shared/entities/administration/api-key.entity';
import { APPLICATION_SETTING_KEY } from '@backoffice/shared/entities/administration/application-setting-key.entity';
import { BANNER_KEY } from '@backoffice/shared/entities/administration/banner-key.entity';
import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import {
  PAGE_NOTIFICATION_SETUP,
  PAGE_NOTIFICATION_TEMPLATE,
} from '@backoffice/shared/entities/administration/page-notification.entity';
import { PAYMENT_GATEWAY } from '@backoffice/shared/entities/administration/payment-gateway.entity';
import { PUSH_NOTIFICATION } from '@backoffice/shared/entities/administration/push-notification.entity';
import { ROLE_TYPE } from '@backoffice/shared/entities/administration/role-type.entity';
import { entityTable } from '../../entities/entity-table.js';

/**
 * Tables generated from the entity declarations. Each is a named export so drizzle-kit sees it and
 * writes its migration; a test checks that every declaration has one.
 */
export const noticesTable = entityTable(NOTICE);
export const roleTypesTable = entityTable(ROLE_TYPE);
export const pageNotificationTemplatesTable = entityTable(PAGE_NOTIFICATION_TEMPLATE);
export const pageNotificationSetupsTable = entityTable(PAGE_NOTIFICATION_SETUP);
export const paymentGatewayRecordsTable = entityTable(PAYMENT_GATEWAY);
export const pushNotificationsTable = entityTable(PUSH_NOTIFICATION);
export const apiKeysTable = entityTable(API_KEY);
export const applicationSettingKeysTable = entityTable(APPLICATION_SETTING_KEY);
export const bannerKeysTable = entityTable(BANNER_KEY);

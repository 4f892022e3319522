import { WIDGET_MESSAGES } from '@backoffice/shared/widgets/widget-scopes';
import { widgetTokenContracts } from '@backoffice/shared/widgets/widget-token.contract';
import { implementRoute } from '../../http/define-route.js';
import { mintWidgetToken } from './widget-token.service.js';

export const widgetTokenRoutes = [
  implementRoute(widgetTokenContracts.mint, {
    handler: async (ctx, { body }) => ({
      message: WIDGET_MESSAGES.minted,
      data: await mintWidgetToken(ctx, body),
    }),
  }),
];

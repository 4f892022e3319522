import { WIDGET_MESSAGES } from '@backoffice/shared/widgets/widget-scopes';
import { widgetTokenRequestSchema } from '@backoffice/shared/widgets/widget-token.schema';
import { defineRoute } from '../../http/define-route.js';
import { mintWidgetToken } from './widget-token.service.js';

export const widgetTokenRoutes = [
  defineRoute({
    method: 'post',
    path: '/widget/token',
    summary:
      "Mints a widget token for the API key's company (header X-Api-Key; call it from your backend, never a page). Scopes: mobilebanking.renewals, mobilebanking.activation.",
    tag: 'widget',
    access: 'public',
    body: widgetTokenRequestSchema,
    handler: async (ctx, { body }) => ({
      message: WIDGET_MESSAGES.minted,
      data: await mintWidgetToken(ctx, body),
    }),
  }),
];

import { z } from 'zod';
import {
  isWidgetScope,
  WIDGET_SCOPE_NAMES,
  WIDGET_TOKEN_SECONDS,
  type WidgetScope,
} from './widget-scopes.js';

/** A form may send the scopes as one comma-separated value; JSON sends an array. */
const scopeList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((scope) => scope.trim()) : value),
  z
    .array(z.string())
    .min(1, { error: 'Name at least one scope.' })
    .refine((scopes) => scopes.every(isWidgetScope), {
      error: `Scopes are ${WIDGET_SCOPE_NAMES.join(', ')}.`,
    })
    .transform((scopes) => [...new Set(scopes)] as WidgetScope[]),
);

/** POST /widget/token: what a company's backend asks for. */
export const widgetTokenRequestSchema = z.object({
  Scopes: scopeList,
  Subject: z.string().trim().max(80, { error: 'Subject is at most 80 characters.' }).default(''),
  ExpiresInSeconds: z.coerce
    .number({ error: 'ExpiresInSeconds must be a whole number of seconds.' })
    .int({ error: 'ExpiresInSeconds must be a whole number of seconds.' })
    .min(WIDGET_TOKEN_SECONDS.min, { error: `ExpiresInSeconds is at least ${WIDGET_TOKEN_SECONDS.min}.` })
    .max(WIDGET_TOKEN_SECONDS.max, { error: `ExpiresInSeconds is at most ${WIDGET_TOKEN_SECONDS.max}.` })
    .default(WIDGET_TOKEN_SECONDS.default),
});

export interface WidgetTokenAnswer {
  Token: string;
  ExpiresAt: string;
  CompanyId: number;
  Scopes: WidgetScope[];
}

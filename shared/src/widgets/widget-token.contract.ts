import { z } from 'zod';
import { defineContract } from '../http/route-contract.js';
import {
  isWidgetScope,
  WIDGET_SCOPE_NAMES,
  WIDGET_SCOPES,
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

export const widgetTokenAnswerSchema = z.object({
  Token: z.string(),
  /** ISO 8601 instant. */
  ExpiresAt: z.string(),
  CompanyId: z.number().int(),
  Scopes: z.array(z.enum(Object.keys(WIDGET_SCOPES) as [WidgetScope, ...WidgetScope[]])),
});
export type WidgetTokenAnswer = z.infer<typeof widgetTokenAnswerSchema>;

export const widgetTokenContracts = {
  mint: defineContract({
    method: 'post',
    path: '/widget/token',
    summary:
      "Mints a widget token for the API key's company (header X-Api-Key; call it from your backend, never a page). Scopes: mobilebanking.renewals, mobilebanking.activation.",
    tag: 'widget',
    access: 'public',
    body: widgetTokenRequestSchema,
    response: widgetTokenAnswerSchema,
  }),
};

import { HUB_PATHS } from '@backoffice/shared/realtime/hub-contract';
import { z } from 'zod';
import type { HubEvent } from './hub-events.js';

const id = z.number().int().positive();

const hubEventSchema = z.object({
  hub: z.enum(Object.keys(HUB_PATHS) as [keyof typeof HUB_PATHS, ...(keyof typeof HUB_PATHS)[]]),
  audience: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('company'), companyId: id, page: z.string().optional() }),
    z.object({ kind: z.literal('user'), companyId: id, userId: id }),
  ]),
  target: z.string().min(1),
  args: z.array(z.unknown()),
  deliveredBy: z.string().optional(),
});

/**
 * A NOTIFY payload on the hub channel, checked: anyone with database access can NOTIFY, and a
 * malformed payload must be dropped, never delivered half-read or crash the listener.
 */
export const parseHubEventPayload = (payload: string): HubEvent | null => {
  try {
    const parsed = hubEventSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return null;
    const { audience, deliveredBy, ...rest } = parsed.data;
    return {
      ...rest,
      audience:
        audience.kind === 'company'
          ? {
              kind: 'company',
              companyId: audience.companyId,
              ...(audience.page ? { page: audience.page } : {}),
            }
          : audience,
      ...(deliveredBy ? { deliveredBy } : {}),
    };
  } catch {
    return null;
  }
};

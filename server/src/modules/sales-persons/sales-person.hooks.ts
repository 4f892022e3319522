import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import { teamOf } from './sales-person-team.js';

const SUPERVISOR = SALES_PERSON.fields.SupervisorId.label;

/** A reporting line must end: nobody reports to themselves or to someone in their own team. */
export const salesPersonHooks: EntityHooks = {
  validate: async (ctx, values, id) => {
    const supervisorId = values.SupervisorId;
    if (id === undefined || typeof supervisorId !== 'number') return [];
    if (supervisorId === id) {
      return [{ Field: 'SupervisorId', Message: `${SUPERVISOR} cannot be the sales person themselves` }];
    }
    const team = await teamOf(ctx.deps.db, ctx.companyId, id);
    const member = team.find((person) => person.Id === supervisorId);
    return member
      ? [
          {
            Field: 'SupervisorId',
            Message: `${SUPERVISOR} cannot be ${member.FullName}, who reports to this sales person`,
          },
        ]
      : [];
  },
};

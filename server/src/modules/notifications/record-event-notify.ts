import {
  type EntityDeclaration,
  type FieldDeclaration,
  visibleFields,
} from '@backoffice/shared/entities/entity-declaration';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { RecordEventNotifier } from '../../entities/entity-notify.js';
import type { EntityRecord } from '../../entities/entity-values.js';
import { renderTemplate } from './notification-template.js';
import { notifyEvent } from './notify-event.js';

/** A field's value as a notification says it: an option's label, a record's name, Yes or No. */
const spoken = (field: FieldDeclaration, name: string, record: EntityRecord): string => {
  const value = record[name];
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'enum':
      return field.options.find((option) => option.value === value)?.label ?? String(value);
    case 'reference':
      return String(record[`${name}Display`] ?? value);
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'money':
      return typeof value === 'number' ? value.toFixed(2) : String(value);
    default:
      return String(value);
  }
};

/** Every visible field by its name ({{FromDate}}, {{Status}}), for templates and default titles. */
const placeholdersOf = (entity: EntityDeclaration, record: EntityRecord): Record<string, string> =>
  Object.fromEntries(visibleFields(entity).map(([name, field]) => [name, spoken(field, name, record)]));

/**
 * Raises a record event of a declared entity in the caller's transaction: the company's setups for
 * the entity's page and the event decide who is told; without one, only the events the declaration
 * names in `notify.defaults` tell the record's people, and the others are silent. The record's
 * people are its creator and the users its `notify.people` fields name.
 */
export const notifyOfRecordEvent: RecordEventNotifier = async (tx, ctx, entity, notice) => {
  const { record } = notice;
  const people = (entity.notify?.people ?? []).map((name) => record[name]);
  const userIds = [notice.createdBy, ...people].filter((id): id is number => typeof id === 'number');
  const values: Record<string, string> = {
    ...placeholdersOf(entity, record),
    Action: notice.action?.label ?? '',
    Remarks: notice.action?.remarks ?? '',
  };
  const defaultTitle = entity.notify?.defaults?.[notice.event];
  const id = Number(record.Id);
  return notifyEvent(
    tx,
    { companyId: ctx.companyId, now: ctx.now, actor: { userId: ctx.user.userId, name: ctx.user.username } },
    {
      event: notice.event,
      pageCode: PAGE_CODES[entity.page],
      record: { id, name: String(record[entity.displayField] ?? id) },
      values,
      link: notice.event === 'deleted' ? null : `${entity.route}/${id}`,
      defaultTitle: defaultTitle === undefined ? '' : renderTemplate(defaultTitle, values),
      audience: { userIds: [...new Set(userIds)] },
      silentWithoutSetup: defaultTitle === undefined,
      linkNeedsView: true,
    },
  );
};

import {
  type EntityDeclaration,
  type FieldDeclaration,
  visibleFields,
} from '@backoffice/shared/entities/entity-declaration';
import type { ColumnKind, TableColumn } from '../exports/table-file.js';
import type { EntityRecord } from './entity-values.js';

export { EXPORT_ROW_LIMIT } from '@backoffice/shared/entities/entity-contracts';

const kindOf = (field: FieldDeclaration): ColumnKind => {
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return 'number';
    case 'money':
      return 'money';
    case 'date':
      return 'date';
    case 'datetime':
      return 'instant';
    case 'boolean':
      return 'boolean';
    default:
      return 'text';
  }
};

const displayValue = (field: FieldDeclaration, name: string, record: EntityRecord): unknown => {
  if (field.kind === 'enum')
    return field.options.find((option) => option.value === record[name])?.label ?? record[name];
  if (field.kind === 'reference') return record[`${name}Display`] ?? record[name];
  return record[name];
};

/** An entity's export columns: Id, its visible fields by label (references by name), the stamps. */
export const entityExportColumns = (entity: EntityDeclaration): TableColumn<EntityRecord>[] => [
  { label: 'Id', kind: 'number', value: (record) => record.Id },
  ...visibleFields(entity)
    .filter(([, field]) => field.kind !== 'file')
    .map(
      ([name, field]): TableColumn<EntityRecord> => ({
        label: field.label,
        kind: kindOf(field),
        value: (record) => displayValue(field, name, record),
      }),
    ),
  { label: 'Created at', kind: 'instant', value: (record) => record.CreatedAt },
  { label: 'Created by', kind: 'text', value: (record) => record.CreatedByName },
];

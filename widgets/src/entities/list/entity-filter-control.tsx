import { type EntityDeclaration, fieldOf } from '@backoffice/shared/entities/entity-declaration';
import { entityNamed } from '@backoffice/shared/entities/entity-registry';
import { useId } from 'react';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import { FieldFrame } from '../../ui/fields/field-frame.tsx';
import { ReferenceSelect, type ReferenceValue } from '../form/reference-select.tsx';

export interface FilterControlProps {
  entity: EntityDeclaration;
  /** The declared filter field. */
  name: string;
  /** The list's filter values by query name (`Audience`, `NoticeDateFrom`…). */
  values: Record<string, string>;
  onChange: (queryName: string, value: string) => void;
  /** A chosen reference's name (the query holds only its id). */
  referenceName: string;
  onReferenceName: (name: string) => void;
}

/**
 * One list filter, chosen by the field's kind: enums and booleans a select with "All", a
 * reference the searchable select, a date a From–To pair.
 */
export const FilterControl = ({
  entity,
  name,
  values,
  onChange,
  referenceName,
  onReferenceName,
}: FilterControlProps) => {
  const id = useId();
  const field = fieldOf(entity, name);
  const value = values[name] ?? '';
  switch (field.kind) {
    case 'date':
    case 'datetime':
      return (
        <DateRangeFields
          legend={field.label}
          range={{ fromDate: values[`${name}From`] ?? '', toDate: values[`${name}To`] ?? '' }}
          onChange={(range) => {
            if (range.fromDate !== (values[`${name}From`] ?? '')) onChange(`${name}From`, range.fromDate);
            if (range.toDate !== (values[`${name}To`] ?? '')) onChange(`${name}To`, range.toDate);
          }}
        />
      );
    case 'reference': {
      const chosen: ReferenceValue = { id: value, name: value ? referenceName : '' };
      return (
        <FieldFrame id={id} label={field.label} className="bo-filter">
          <ReferenceSelect
            id={id}
            label={field.label}
            apiPath={entityNamed(field.entity).apiPath}
            where={field.where}
            value={chosen}
            onChange={(next) => {
              onReferenceName(next.name);
              onChange(name, next.id);
            }}
          />
        </FieldFrame>
      );
    }
    case 'enum':
    case 'boolean': {
      const options =
        field.kind === 'enum'
          ? field.options
          : [
              { value: 'true', label: 'Yes' },
              { value: 'false', label: 'No' },
            ];
      return (
        <FieldFrame id={id} label={field.label} className="bo-filter">
          <select
            id={id}
            className="bo-input"
            value={value}
            onChange={(event) => onChange(name, event.currentTarget.value)}
          >
            <option value="">All</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FieldFrame>
      );
    }
    default:
      // Text and number filters are not declared today; the search box covers text.
      return (
        <FieldFrame id={id} label={field.label} className="bo-filter">
          <input
            id={id}
            className="bo-input"
            value={value}
            onChange={(event) => onChange(name, event.currentTarget.value)}
          />
        </FieldFrame>
      );
  }
};

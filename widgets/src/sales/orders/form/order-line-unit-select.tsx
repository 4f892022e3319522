import type { ProductSaleUnit } from '@backoffice/shared/sales/orders/order.contract';
import { FieldFrame, fieldAria } from '../../../ui/fields/field-frame.tsx';
import type { OrderLineValues } from './order-form-values.ts';

interface OrderLineUnitSelectProps {
  id: string;
  index: number;
  line: OrderLineValues;
  /** The product's units (its own first), undefined while they load or no product is chosen. */
  units: readonly ProductSaleUnit[] | undefined;
  error: string | undefined;
  onUnit: (unit: ProductSaleUnit) => void;
}

/** A unit the line has but the product no longer offers (its product unit was removed). */
const STALE_UNIT = 'stale';

/**
 * The line's unit: the product's own or one of its product units, and under it how many base units
 * the chosen one holds ("24 Piece each"). A line saved in a unit the product no longer has keeps it
 * listed, so the form shows what the order says; the save then names the problem under it.
 */
export const OrderLineUnitSelect = ({ id, index, line, units, error, onUnit }: OrderLineUnitSelectProps) => {
  const base = units?.find((unit) => unit.IsBase);
  const value = line.unitId === '' ? String(base?.UnitId ?? '') : line.unitId;
  const chosen = units?.find((unit) => String(unit.UnitId) === value);
  const offered = chosen !== undefined;
  // The factor under the box, not in the option: a narrow column would cut "Carton (30 Piece)".
  // A saved line whose product unit changed since: the save takes today's factor, so say so.
  const changed = chosen && chosen.ConversionFactor !== line.conversionFactor;
  const help =
    chosen && !chosen.IsBase && base
      ? `${chosen.ConversionFactor} ${base.Name} each${changed ? ` (${line.conversionFactor} when saved)` : ''}`
      : undefined;
  return (
    <FieldFrame id={id} label="Unit" help={help} error={error} className="bo-line-unit">
      <select
        id={id}
        className="bo-input"
        aria-label={`Unit of line ${index + 1}`}
        value={units && !offered && value !== '' ? STALE_UNIT : value}
        disabled={!units || line.product.id === ''}
        {...fieldAria(id, error, help)}
        onChange={(event) => {
          const picked = units?.find((unit) => String(unit.UnitId) === event.currentTarget.value);
          if (picked) onUnit(picked);
        }}
      >
        {!units ? <option value={value}>{line.unitName || '–'}</option> : null}
        {units && !offered && value !== '' ? (
          <option value={STALE_UNIT} disabled>
            {line.unitName} (no longer offered)
          </option>
        ) : null}
        {units?.map((unit) => (
          <option key={unit.UnitId} value={unit.UnitId}>
            {unit.Name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
};

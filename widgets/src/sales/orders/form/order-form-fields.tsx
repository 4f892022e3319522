import { useOwnProfile } from '../../../core/use-own-profile.ts';
import { ReferenceField } from '../../../entities/form/reference-field.tsx';
import type { ReferenceValue } from '../../../entities/form/reference-select.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { FieldFrame, fieldAria } from '../../../ui/fields/field-frame.tsx';
import { ORDER_DISCOUNT_KEY, type OrderFormErrors } from './order-form-check.ts';
import type { DiscountKind, OrderFormValues } from './order-form-values.ts';

interface FieldsProps {
  values: OrderFormValues;
  errors: OrderFormErrors;
  /** Ids start with this (the form's useId). */
  idPrefix: string;
  /** A change to the values, and the error key it answers. */
  onChange: (change: Partial<OrderFormValues>, errorKey: string) => void;
}

/** The order's own fields: party, date, sales person, remarks. */
export const OrderHeadFields = ({
  values,
  errors,
  idPrefix,
  onChange,
  onParty,
}: FieldsProps & { onParty: (party: ReferenceValue) => void }) => {
  const field = (key: string) => `${idPrefix}-${key}`;
  // A sales person takes orders as themselves: the server fills in their own record.
  const me = useOwnProfile();
  const ownOrders = me.data?.UserType === 'salesPerson';
  return (
    <div className="bo-form-grid">
      <ReferenceField
        id={field('party')}
        label="Party"
        apiPath="party"
        value={values.party}
        onChange={onParty}
        error={errors.PartyId}
        required
      />
      <DateField
        id={field('date')}
        label="Order date"
        value={values.orderDate}
        onChange={(orderDate) => onChange({ orderDate }, 'OrderDate')}
        error={errors.OrderDate}
        required
      />
      {ownOrders ? null : (
        <ReferenceField
          id={field('sales')}
          label="Sales person"
          apiPath="salesperson"
          value={values.salesPerson}
          onChange={(salesPerson) => onChange({ salesPerson }, 'SalesPersonId')}
          error={errors.SalesPersonId}
        />
      )}
      <FieldFrame id={field('remarks')} label="Remarks" error={errors.Remarks} className="bo-field-wide">
        <textarea
          id={field('remarks')}
          className="bo-input bo-textarea"
          maxLength={500}
          value={values.remarks}
          {...fieldAria(field('remarks'), errors.Remarks)}
          onChange={(event) => onChange({ remarks: event.currentTarget.value }, 'Remarks')}
        />
      </FieldFrame>
    </div>
  );
};

/** The discount on the whole order, as a percentage or in rupees. */
export const OrderDiscountField = ({ values, errors, idPrefix, onChange }: FieldsProps) => {
  const id = `${idPrefix}-discount`;
  const error = errors[ORDER_DISCOUNT_KEY];
  return (
    <div className="bo-order-discount">
      <FieldFrame id={id} label="Order discount" error={error}>
        <div className="bo-discount-input">
          <input
            id={id}
            className="bo-input"
            inputMode="decimal"
            autoComplete="off"
            value={values.orderDiscount}
            {...fieldAria(id, error)}
            onChange={(event) => onChange({ orderDiscount: event.currentTarget.value }, ORDER_DISCOUNT_KEY)}
          />
          <select
            className="bo-input"
            aria-label="Order discount in"
            value={values.orderDiscountKind}
            onChange={(event) =>
              onChange({ orderDiscountKind: event.currentTarget.value as DiscountKind }, ORDER_DISCOUNT_KEY)
            }
          >
            <option value="percent">%</option>
            <option value="amount">Rs</option>
          </select>
        </div>
      </FieldFrame>
    </div>
  );
};

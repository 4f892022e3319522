import type { OrderDetail, ProductSaleUnit } from '@backoffice/shared/sales/orders/order.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../core/api-client.ts';
import type { ReferenceValue } from '../../../entities/form/reference-select.tsx';
import { useUnsavedChanges } from '../../../entities/unsaved-changes/use-unsaved-changes.tsx';
import { toast } from '../../../ui/toast.store.ts';
import { SalesFormActions } from '../../common/forms/sales-form-actions.tsx';
import { orderPath } from '../order-card.tsx';
import { orderDetailKey, refreshOrders, saveOrder } from '../order-queries.ts';
import {
  checkOrderForm,
  mapServerErrors,
  type OrderFormErrors,
  withoutLineErrors,
} from './order-form-check.ts';
import { OrderDiscountField, OrderHeadFields } from './order-form-fields.tsx';
import { OrderFormTotals } from './order-form-totals.tsx';
import {
  emptyLine,
  type OrderFormValues,
  type OrderLineValues,
  orderValuesChanged,
} from './order-form-values.ts';
import { type LineField, lineProductId, OrderLineRow } from './order-line-row.tsx';
import { type PricedUnit, useLinePrices } from './use-line-prices.ts';

interface OrderFormProps {
  initial: OrderFormValues;
  /** The stored order when editing. */
  stored?: OrderDetail | undefined;
  /** After a save: the page leaves for the saved order. */
  onSaved: (order: OrderDetail) => void;
}

/**
 * The new-order and edit form: party, date, sales person, lines with prices filled from the party's
 * current price, the totals the server will compute, checked with zod before it is sent and with
 * the server's messages put back under the controls they are about.
 */
export const OrderForm = ({ initial, stored, onSaved }: OrderFormProps) => {
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  // The version the person started from: a save over someone else's later change is refused (409).
  const [opened] = useState(() => (stored ? { Id: stored.Id, Version: stored.Version } : undefined));
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [focusLine, setFocusLine] = useState<number | null>(null);
  const [startedFrom] = useState(initial);
  const guard = useUnsavedChanges(orderValuesChanged(startedFrom, values), 'the order');

  const updateLine = (key: number, change: (line: OrderLineValues) => OrderLineValues) =>
    setValues((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.key === key ? change(line) : line)),
    }));
  // A price lands only on the line still in the product and unit it was asked for.
  const fillPrice = useLinePrices((key, unit, price) =>
    updateLine(key, (line) =>
      line.product.id === unit.productId && line.unitId === unit.unitId ? { ...line, ...price } : line,
    ),
  );
  const pricedUnit = (line: OrderLineValues): PricedUnit => ({
    productId: line.product.id,
    unitId: line.unitId,
    conversionFactor: line.conversionFactor,
  });
  const clearError = (...keys: string[]) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))),
    );
  const lineIndex = (key: number) => values.lines.findIndex((line) => line.key === key);

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);
  useEffect(() => {
    if (focusLine === null) return;
    formRef.current?.querySelector<HTMLElement>(`[id="${lineProductId(id, focusLine)}"]`)?.focus();
    setFocusLine(null);
  }, [focusLine, id]);

  const save = useMutation({
    mutationFn: saveOrder,
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      guard.release();
      queryClient.setQueryData(orderDetailKey(envelope.Data.Id), envelope.Data);
      void refreshOrders(queryClient);
      onSaved(envelope.Data);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (error instanceof ApiError && error.errors.length > 0) {
        const mapped = mapServerErrors(error.errors);
        setErrors(mapped.fields);
        setOtherErrors(mapped.other);
        setFocusInvalid((count) => count + 1);
      }
    },
  });

  const changeFields = (change: Partial<OrderFormValues>, errorKey: string) => {
    setValues((current) => ({ ...current, ...change }));
    clearError(errorKey);
  };
  const chooseParty = (party: ReferenceValue) => {
    setValues((current) => ({ ...current, party }));
    clearError('PartyId');
    // Prices the person has not typed over follow the party.
    for (const line of values.lines) {
      if (line.product.id !== '' && line.priceSource !== null)
        void fillPrice(line.key, pricedUnit(line), party.id);
    }
  };
  const chooseProduct = (key: number, product: ReferenceValue) => {
    // A new product starts in its own unit: the last one's carton may not be one of its units.
    const unit = { unitId: '', unitName: '', conversionFactor: 1 };
    updateLine(key, (line) => ({ ...line, product, ...unit, priceSource: null, fixedDiscount: null }));
    clearError(`Lines.${lineIndex(key)}.ProductId`, `Lines.${lineIndex(key)}.UnitId`);
    if (product.id !== '') void fillPrice(key, { productId: product.id, ...unit }, values.party.id);
  };
  /** Another unit: the price is the base price × its factor again, even over a typed one (per the old unit). */
  const chooseUnit = (key: number, unit: ProductSaleUnit) => {
    const chosen = {
      unitId: String(unit.UnitId),
      unitName: unit.Name,
      conversionFactor: unit.ConversionFactor,
    };
    const line = values.lines.find((candidate) => candidate.key === key);
    updateLine(key, (current) => ({ ...current, ...chosen }));
    clearError(`Lines.${lineIndex(key)}.UnitId`, `Lines.${lineIndex(key)}.Quantity`);
    if (line && line.product.id !== '')
      void fillPrice(key, { productId: line.product.id, ...chosen }, values.party.id);
  };
  const changeLineField = (key: number, field: LineField, text: string) => {
    updateLine(key, (line) => ({
      ...line,
      [field]: text,
      ...(field === 'unitPrice' ? { priceSource: null } : {}),
      ...(field === 'discountPercent' && text.trim() !== '' ? { fixedDiscount: null } : {}),
    }));
    const names: Record<LineField, string> = {
      quantity: 'Quantity',
      unitPrice: 'UnitPrice',
      discountPercent: 'DiscountPercent',
    };
    clearError(`Lines.${lineIndex(key)}.${names[field]}`);
  };
  const addLine = (after?: number) => {
    const line = emptyLine();
    setValues((current) => {
      const at =
        after === undefined ? current.lines.length : current.lines.findIndex((l) => l.key === after) + 1;
      return { ...current, lines: [...current.lines.slice(0, at), line, ...current.lines.slice(at)] };
    });
    clearError('Lines');
    setFocusLine(line.key);
  };
  const removeLine = (key: number) => {
    const index = lineIndex(key);
    const next = values.lines[index + 1] ?? values.lines[index - 1];
    setValues((current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) }));
    setErrors((current) => withoutLineErrors(current, index));
    if (next) setFocusLine(next.key);
  };
  const nextLine = (key: number) => {
    const next = values.lines[lineIndex(key) + 1];
    if (next) setFocusLine(next.key);
    else addLine(key);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkOrderForm(values, opened);
    setOtherErrors([]);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusInvalid((count) => count + 1);
      return;
    }
    setErrors({});
    save.mutate(checked.input);
  };

  const field = (key: string) => `${id}-${key}`;

  return (
    <form ref={formRef} className="bo-order-form" noValidate onSubmit={submit}>
      {otherErrors.length > 0 ? (
        <div className="bo-alert" role="alert">
          <ul className="bo-form-problems">
            {otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <section className="bo-card" aria-labelledby={field('head')}>
        <h2 id={field('head')} className="bo-card-title">
          Order
        </h2>
        <OrderHeadFields
          values={values}
          errors={errors}
          idPrefix={id}
          onChange={changeFields}
          onParty={chooseParty}
        />
      </section>

      <section className="bo-card" aria-labelledby={field('lines')}>
        <h2 id={field('lines')} className="bo-card-title">
          Lines
        </h2>
        <p id={field('lines-help')} className="bo-field-help bo-lines-help">
          Enter in a line’s number boxes goes to the next line, adding one after the last.
        </p>
        <div className="bo-order-lines-edit">
          {values.lines.map((line, index) => (
            <OrderLineRow
              key={line.key}
              line={line}
              index={index}
              idPrefix={id}
              errors={errors}
              canRemove={values.lines.length > 1}
              onProduct={chooseProduct}
              onUnit={chooseUnit}
              onField={changeLineField}
              onRemove={removeLine}
              onNext={nextLine}
            />
          ))}
        </div>
        {errors.Lines ? (
          <p className="bo-field-error" role="alert">
            {errors.Lines}
          </p>
        ) : null}
        <button type="button" className="bo-btn" onClick={() => addLine()}>
          <Plus size={18} aria-hidden="true" />
          Add line
        </button>
      </section>

      <section className="bo-card" aria-labelledby={field('totals')}>
        <h2 id={field('totals')} className="bo-card-title">
          Totals
        </h2>
        <OrderDiscountField values={values} errors={errors} idPrefix={id} onChange={changeFields} />
        <OrderFormTotals values={values} storedVatRatePercent={stored?.VatRatePercent} />
      </section>

      <SalesFormActions
        saving={save.isPending}
        editing={stored !== undefined}
        createLabel="Save order"
        cancelHref={stored ? orderPath(stored.Id) : '/salesapp/orders'}
      />
    </form>
  );
};

import { VOUCHER_TYPES, type VoucherType } from '@backoffice/shared/accounting/voucher';
import type { VoucherDetail } from '@backoffice/shared/accounting/voucher.contract';
import { useState } from 'react';
import { companyToday } from '../../core/company-time.ts';
import { AppLink } from '../../core/navigation.tsx';
import {
  UnsavedChangesProvider,
  useUnsavedChangesScope,
} from '../../entities/unsaved-changes/use-unsaved-changes.tsx';
import { DocumentPageHead } from '../../sales/common/document-page-head.tsx';
import { RecordLoadState } from '../../sales/common/record-load-state.tsx';
import { Loader } from '../../ui/loader.tsx';
import { VoucherEntryForm } from './voucher-entry-form.tsx';
import { emptyVoucherValues, valuesFromVoucher } from './voucher-entry-values.ts';
import { DAY_BOOK_PATH, voucherNoText, voucherPath } from './voucher-format.ts';
import { useCreatableTypes, useVoucherDetail } from './voucher-queries.ts';

/** A voucher type from an address's ?type=, or none. */
export const voucherTypeOf = (value: string | null | undefined): VoucherType | undefined =>
  VOUCHER_TYPES.find((type) => type === value);

interface VoucherEntryPageProps {
  /** A draft to edit; without it, a new voucher. */
  voucherId?: number | undefined;
  /** The type a new voucher starts as (?type=receipt), when the user may create it. */
  type?: VoucherType | undefined;
  /** Told of each save first (a host page embedding the entry); false keeps the screen where it is. */
  onSaved?: ((saved: VoucherDetail) => boolean) | undefined;
}

const NewVoucher = ({ type, onSaved, onLeave }: { type: VoucherType | undefined } & FormHooks) => {
  const creatable = useCreatableTypes();
  const [today] = useState(() => companyToday());
  if (!creatable.checked) return <Loader label="Loading the voucher types" />;
  const first = type && creatable.types.includes(type) ? type : creatable.types[0];
  if (!first) {
    return (
      <p className="bo-alert" role="alert">
        Your role may not create vouchers of any type.
      </p>
    );
  }
  return (
    <VoucherEntryForm
      initial={emptyVoucherValues(first, today)}
      types={creatable.types}
      onSaved={onSaved}
      onLeave={onLeave}
    />
  );
};

interface FormHooks {
  onSaved: (saved: VoucherDetail) => void;
  onLeave: () => void;
}

const DraftVoucher = ({ voucherId, onSaved, onLeave }: { voucherId: number } & FormHooks) => {
  const detail = useVoucherDetail(voucherId);
  const voucher = detail.data;
  return (
    <>
      <RecordLoadState
        query={detail}
        loading="Loading the voucher"
        notFound="This voucher does not exist, or it belongs to another company."
      />
      {voucher && voucher.Status !== 'draft' ? (
        <div className="bo-alert bo-alert-row" role="alert">
          <p>Only a draft can be edited: a voucher in the books is cancelled instead.</p>
          <AppLink href={voucherPath(voucher.Id)} className="bo-btn">
            Open {voucherNoText(voucher.VoucherNo)}
          </AppLink>
        </div>
      ) : null}
      {voucher?.Status === 'draft' ? (
        <VoucherEntryForm
          key={voucher.Id}
          initial={valuesFromVoucher(voucher)}
          types={[voucher.VoucherType]}
          stored={voucher}
          onSaved={onSaved}
          onLeave={onLeave}
        />
      ) : null}
    </>
  );
};

/**
 * /accounting/vouchers/new (?type=receipt) and /accounting/vouchers/<id>/edit for a draft: voucher
 * entry, driven from the keyboard. A save opens the voucher.
 */
export const VoucherEntryPage = ({ voucherId, type, onSaved }: VoucherEntryPageProps) => {
  const back = voucherId === undefined ? DAY_BOOK_PATH : voucherPath(voucherId);
  const unsaved = useUnsavedChangesScope(back);
  const hooks: FormHooks = {
    onSaved: (saved) => {
      if (onSaved?.(saved) !== false) unsaved.leave(voucherPath(saved.Id), { ask: false });
    },
    onLeave: () => unsaved.leave(back),
  };
  return (
    <UnsavedChangesProvider scope={unsaved}>
      <div className="bo-page bo-order-form-page bo-voucher-entry-page">
        <DocumentPageHead
          back={{ href: back, label: voucherId === undefined ? 'Day book' : 'Voucher' }}
          title={voucherId === undefined ? 'New voucher' : 'Edit draft voucher'}
        />
        {voucherId === undefined ? (
          <NewVoucher type={type} {...hooks} />
        ) : (
          <DraftVoucher voucherId={voucherId} {...hooks} />
        )}
      </div>
    </UnsavedChangesProvider>
  );
};

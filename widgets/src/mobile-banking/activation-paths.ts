/** Addresses of the mobile-banking screens, and reading the detail route's query (spec section 2). */

export const ACTIVATION_LIST_PATH = '/mobilebanking/cooperative/activationrequest';
export const ACTIVATION_DETAIL_PATH = `${ACTIVATION_LIST_PATH}/detail`;
export const SMS_OUTBOX_PATH = '/mobilebanking/cooperative/smsoutbox';

/** The spec's detail address: id (the activation request), phone and cid (the company it belongs to). */
export const activationDetailPath = (id: number, phone: string, cid: string | number): string =>
  `${ACTIVATION_DETAIL_PATH}?${new URLSearchParams({ id: String(id), phone, cid: String(cid) })}`;

export interface DetailAddress {
  /** undefined: no usable id in the address. */
  id: number | undefined;
  phone: string;
  /** The company the address names; '' when it names none. */
  cid: string;
}

const RECORD_ID = /^[1-9]\d{0,9}$/;

export const readDetailAddress = (search: string): DetailAddress => {
  const params = new URLSearchParams(search);
  const id = params.get('id') ?? '';
  const cid = params.get('cid') ?? '';
  return {
    id: RECORD_ID.test(id) ? Number(id) : undefined,
    phone: (params.get('phone') ?? '').trim(),
    cid: RECORD_ID.test(cid) ? cid : '',
  };
};

/**
 * Whether the address names a company other than the current one. Such a page must not show the
 * current company's record of that id (ids are per company), so it says so instead.
 */
export const namesOtherCompany = (address: DetailAddress, currentCompanyId: string | undefined): boolean =>
  address.cid !== '' && address.cid !== currentCompanyId;

import type { EntityDeclaration } from '../entity-declaration.js';

/** A payment started through a gateway (eSewa, Khalti…): staff confirm or cancel pending ones. */
export const PAYMENT_GATEWAY = {
  name: 'PaymentGateway',
  title: 'Payment Gateway',
  singular: 'Gateway payment',
  plural: 'gateway payments',
  module: 'Administration',
  page: 'PaymentGateWay',
  apiPath: 'paymentgateway',
  table: 'payment_gateway_records',
  route: '/admin/payment-gateway',
  menu: { id: 105, groupId: 10, order: 12, icon: 'credit-card' },
  displayField: 'ReferenceNo',
  fields: {
    ReferenceNo: { kind: 'text', label: 'Reference number', required: true, max: 60, unique: true },
    Gateway: {
      kind: 'enum',
      label: 'Gateway',
      required: true,
      options: [
        { value: 'esewa', label: 'eSewa' },
        { value: 'khalti', label: 'Khalti' },
        { value: 'connectips', label: 'connectIPS' },
        { value: 'fonepay', label: 'Fonepay' },
      ],
    },
    PayerName: { kind: 'text', label: 'Payer name', required: true, max: 120 },
    PayerPhone: { kind: 'phone', label: 'Payer phone', max: 20 },
    Amount: { kind: 'money', label: 'Amount (NPR)', required: true, min: 1, max: 10_000_000 },
    Purpose: { kind: 'text', label: 'Purpose', required: true, max: 200 },
    PaidOn: { kind: 'date', label: 'Paid on', required: true },
    Status: {
      kind: 'enum',
      label: 'Status',
      access: 'readOnly',
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'completed', label: 'Completed' },
        { value: 'cancelled', label: 'Cancelled' },
      ],
    },
    Remarks: { kind: 'longText', label: 'Remarks', access: 'readOnly', max: 500 },
  },
  list: {
    columns: ['ReferenceNo', 'Gateway', 'PayerName', 'Amount', 'PaidOn', 'Status'],
    search: ['ReferenceNo', 'PayerName', 'PayerPhone', 'Purpose'],
    filters: ['Gateway', 'Status', 'PaidOn'],
    defaultSort: { field: 'PaidOn', direction: 'desc' },
  },
  state: {
    field: 'Status',
    initial: 'pending',
    actions: [
      {
        action: 'completed',
        label: 'Mark completed',
        done: 'marked completed',
        from: ['pending'],
        to: 'completed',
        remarksRequired: false,
        remarksField: 'Remarks',
      },
      {
        action: 'cancelled',
        label: 'Cancel payment',
        done: 'cancelled',
        from: ['pending'],
        to: 'cancelled',
        remarksRequired: true,
        remarksField: 'Remarks',
        confirm: 'Cancel this payment? It cannot be completed afterwards.',
      },
    ],
  },
  deletable: { fromStates: ['pending', 'cancelled'] },
} as const satisfies EntityDeclaration;

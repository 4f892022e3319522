import {
  TICKET_IMAGE_ACCEPT,
  TICKET_MESSAGES,
  type TicketPriority,
  type TicketType,
} from '@backoffice/shared/support/support-ticket';
import type { SupportTicketDetail } from '@backoffice/shared/support/support-ticket-api.types';

export interface TicketFormValues {
  ticketType: TicketType;
  moduleId: string;
  pageCode: string;
  priority: TicketPriority;
  remarks: string;
  issuerName: string;
  image: File | null;
}

export type TicketFormErrors = Partial<Record<keyof TicketFormValues, string>>;

export const emptyTicketValues = (issuerName: string): TicketFormValues => ({
  ticketType: 'B',
  moduleId: '',
  pageCode: '',
  priority: 'M',
  remarks: '',
  issuerName,
  image: null,
});

export const ticketValuesOf = (ticket: SupportTicketDetail): TicketFormValues => ({
  ticketType: ticket.TicketType,
  moduleId: String(ticket.ModuleId),
  pageCode: String(ticket.PageCode),
  priority: ticket.PriorityLevel,
  remarks: ticket.Remarks,
  issuerName: ticket.IssuerName,
  image: null,
});

const ACCEPTED = new Set(TICKET_IMAGE_ACCEPT.split(','));

/** Spec section 5, in the form's order. An edit keeps its image when none is chosen. */
export const validateTicket = (values: TicketFormValues, editing: boolean): TicketFormErrors => {
  const errors: TicketFormErrors = {};
  if (values.moduleId === '') errors.moduleId = TICKET_MESSAGES.selectModule;
  if (values.pageCode === '') errors.pageCode = TICKET_MESSAGES.selectPage;
  if (values.remarks.trim() === '') errors.remarks = TICKET_MESSAGES.required;
  if (values.issuerName.trim() === '') errors.issuerName = TICKET_MESSAGES.required;
  if (values.image === null && !editing) errors.image = TICKET_MESSAGES.selectImage;
  else if (values.image !== null && !ACCEPTED.has(values.image.type))
    errors.image = 'The image must be a PNG, GIF or JPEG file.';
  return errors;
};

/** The server's field names back to the form's. */
export const FIELD_OF_PART: Readonly<Record<string, keyof TicketFormValues>> = {
  TicketType: 'ticketType',
  ModuleId: 'moduleId',
  PageCode: 'pageCode',
  PriorityLevel: 'priority',
  Remarks: 'remarks',
  IssuerName: 'issuerName',
  ImagePathFile: 'image',
};

export const ticketFormData = (values: TicketFormValues, id: number | undefined): FormData => {
  const form = new FormData();
  if (id !== undefined) form.set('Id', String(id));
  form.set('TicketType', values.ticketType);
  form.set('ModuleId', values.moduleId);
  form.set('PageCode', values.pageCode);
  form.set('PriorityLevel', values.priority);
  form.set('Remarks', values.remarks.trim());
  form.set('IssuerName', values.issuerName.trim());
  if (values.image) form.set('ImagePathFile', values.image, values.image.name);
  return form;
};

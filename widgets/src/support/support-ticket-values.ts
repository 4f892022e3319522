import {
  TICKET_IMAGE_ACCEPT,
  TICKET_MESSAGES,
  type TicketPriority,
  type TicketType,
} from '@backoffice/shared/support/support-ticket';
import {
  type SupportTicketDetail,
  supportTicketContracts,
  TICKET_IMAGE_PART,
} from '@backoffice/shared/support/support-ticket.contract';

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

/** The server's field names back to the form's. */
export const FIELD_OF_PART: Readonly<Record<string, keyof TicketFormValues>> = {
  TicketType: 'ticketType',
  ModuleId: 'moduleId',
  PageCode: 'pageCode',
  PriorityLevel: 'priority',
  Remarks: 'remarks',
  IssuerName: 'issuerName',
  [TICKET_IMAGE_PART]: 'image',
};

/**
 * Spec section 5, in the form's order: the fields by the save route's own body schema, the image
 * here (it travels as a file part). An edit keeps its image when none is chosen.
 */
export const validateTicket = (values: TicketFormValues, editing: boolean): TicketFormErrors => {
  const errors: TicketFormErrors = {};
  const checked = supportTicketContracts.save.body.safeParse({
    TicketType: values.ticketType,
    ModuleId: values.moduleId,
    PageCode: values.pageCode,
    PriorityLevel: values.priority,
    Remarks: values.remarks,
    IssuerName: values.issuerName,
  });
  for (const issue of checked.error?.issues ?? []) {
    const field = FIELD_OF_PART[String(issue.path[0])];
    if (field !== undefined) errors[field] ??= issue.message;
  }
  if (values.image === null && !editing) errors.image = TICKET_MESSAGES.selectImage;
  else if (values.image !== null && !ACCEPTED.has(values.image.type))
    errors.image = 'The image must be a PNG, GIF or JPEG file.';
  return errors;
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
  if (values.image) form.set(TICKET_IMAGE_PART, values.image, values.image.name);
  return form;
};

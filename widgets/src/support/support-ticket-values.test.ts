import { describe, expect, it } from 'vitest';
import { emptyTicketValues, ticketFormData, validateTicket } from './support-ticket-values.ts';

const image = (type: string) => new File([new Uint8Array([1, 2, 3])], 'a', { type });

describe('support ticket form values', () => {
  it("asks for every missing field with the spec's messages", () => {
    expect(validateTicket({ ...emptyTicketValues(''), remarks: ' ' }, false)).toEqual({
      moduleId: 'Select Module',
      pageCode: 'Select Page',
      remarks: '** Required',
      issuerName: '** Required',
      image: 'Select Issue Image',
    });
  });

  it('keeps the stored image when editing, and refuses a file that is not png, gif or jpeg', () => {
    const filled = { ...emptyTicketValues('Gita'), moduleId: '3', pageCode: '300', remarks: 'Broken' };
    expect(validateTicket(filled, true)).toEqual({});
    expect(validateTicket({ ...filled, image: image('image/gif') }, false)).toEqual({});
    expect(validateTicket({ ...filled, image: image('application/x-msdownload') }, false)).toEqual({
      image: 'The image must be a PNG, GIF or JPEG file.',
    });
  });

  it("sends the spec's field names, the id only when editing", () => {
    const form = ticketFormData(
      {
        ...emptyTicketValues(' Gita '),
        moduleId: '3',
        pageCode: '300',
        remarks: ' Broken ',
        image: image('image/png'),
      },
      7,
    );
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'ImagePathFile'))).toEqual({
      Id: '7',
      TicketType: 'B',
      ModuleId: '3',
      PageCode: '300',
      PriorityLevel: 'M',
      Remarks: 'Broken',
      IssuerName: 'Gita',
    });
    expect(form.get('ImagePathFile')).toBeInstanceOf(File);
  });
});

import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { recordSchema } from '@backoffice/shared/entities/entity-schemas';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { EntityFormPage } from './entity-form-page.tsx';

const SAVE = entityContracts(NOTICE).save;

/** The message tied to a control for screen readers (aria-describedby), as the e2e tests read it. */
const messagesOf = (control: HTMLElement): string[] =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');

describe('EntityFormPage', () => {
  it('names each required field left empty, sends nothing, and focuses the first', async () => {
    renderScreen(<EntityFormPage entity={NOTICE} />);
    await user.click(await screen.findByRole('button', { name: 'Save Notice' }));
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(messagesOf(title)).toContain('Title is required');
    expect(messagesOf(screen.getByLabelText('Description'))).toContain('Description is required');
    expect(messagesOf(screen.getByLabelText('Notice date'))).toContain('Notice date is required');
    // Audience has a default, so it is not flagged.
    expect(screen.getByLabelText('Audience').getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(title);
    expect(fakeServer.callsTo(SAVE)).toEqual([]);
  });

  it('saves a filled form to the entity route and goes back to the list', async () => {
    fakeServer.answer(SAVE, {
      Id: 7,
      Title: 'Dashain holiday schedule',
      Description: 'The office closes from Ghatasthapana to Tika.',
      NoticeDate: '2024-10-10',
      ExpiryDate: null,
      Audience: 'staff',
      IsActive: true,
      Attachment: null,
      CreatedAt: '2024-10-10T06:00:00.000Z',
      UpdatedAt: '2024-10-10T06:00:00.000Z',
      CreatedByName: 'Admin',
    });
    const { navigations } = renderScreen(<EntityFormPage entity={NOTICE} />);
    await user.type(await screen.findByLabelText('Title'), 'Dashain holiday schedule');
    await user.type(screen.getByLabelText('Description'), 'The office closes from Ghatasthapana to Tika.');
    await user.type(screen.getByLabelText('Notice date'), '2024-10-10');
    await user.selectOptions(screen.getByLabelText('Audience'), 'Staff');
    await user.click(screen.getByRole('button', { name: 'Save Notice' }));

    await expect.poll(() => navigations).toEqual([NOTICE.route]);
    const [sent] = fakeServer.callsTo(SAVE);
    expect(sent?.body).toMatchObject({
      Title: 'Dashain holiday schedule',
      Description: 'The office closes from Ghatasthapana to Tika.',
      NoticeDate: '2024-10-10',
      Audience: 'staff',
      IsActive: 'true',
    });
    // What the form sent is what the server's schema for the entity accepts.
    expect(recordSchema(NOTICE).safeParse(sent?.body).success).toBe(true);
  });
});

import type { Page } from 'playwright-core';

interface Envelope<T> {
  Code: number;
  Message: string;
  Data: T;
}

/**
 * A form POST or GET to the API from inside the signed-in page, with its session token and
 * company: company 2 needs a second factor, so the page's session is the simplest real one.
 */
export const callInPage = async <T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  form: Record<string, string> = {},
): Promise<Envelope<T>> =>
  page.evaluate(
    async ({ method, path, form }) => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
        CompanyId: localStorage.getItem('currentCompanyId') ?? '',
        Accept: 'application/json',
      };
      const answer = await fetch(`/api/v1${path}`, {
        method,
        headers,
        body: method === 'POST' ? new URLSearchParams(form) : undefined,
      });
      return answer.json();
    },
    { method, path, form },
  );

/**
 * Enough activated services in the renewal list to page it: the upcoming window is widened past a
 * year, then `count` new members register and are activated by hand (expiring in a year).
 */
export const addActivatedMembers = async (page: Page, count: number): Promise<void> => {
  const setting = await callInPage(page, 'POST', '/applicationsettings/save', {
    Key: 'MB_RENEWAL_UPCOMING_DAYS',
    Value: '400',
  });
  if (setting.Code !== 200) throw new Error(`setting: ${setting.Message}`);
  for (let index = 0; index < count; index += 1) {
    const memberNo = `M-2${String(index).padStart(3, '0')}`;
    const mobile = `98420${String(index).padStart(5, '0')}`;
    const member = await callInPage(page, 'POST', '/cooperativemember/save', {
      MemberNo: memberNo,
      Name: `Paging Member ${String(index + 1).padStart(2, '0')}`,
      MobileNumber: mobile,
      IsActive: 'true',
    });
    if (member.Code !== 200) throw new Error(`member: ${member.Message}`);
    const registered = await callInPage<{ Request: { Id: number } }>(
      page,
      'POST',
      '/mobilebankingactivationrequest/register',
      { MemberNo: memberNo, PhoneNumber: mobile },
    );
    if (registered.Code !== 200) throw new Error(`register: ${registered.Message}`);
    const activated = await callInPage(
      page,
      'POST',
      `/mobilebankingactivationrequest/activatemanual?id=${registered.Data.Request.Id}`,
      { Remarks: 'Set up for paging' },
    );
    if (activated.Code !== 200) throw new Error(`activate: ${activated.Message}`);
  }
};

/**
 * The coop dashboard opens the Account Renew modal 2 s after it loads (the demo has members due).
 * A test that goes on from the dashboard moves the page's clock past that and closes the modal, so
 * it cannot open over whatever the test does next on a slow machine.
 */
export const dismissAccountRenewPopup = async (page: Page): Promise<void> => {
  await page.clock.fastForward(2_000);
  const renew = page.getByRole('dialog', { name: 'Account Renew' });
  await renew.waitFor();
  await page.keyboard.press('Escape');
  await renew.waitFor({ state: 'detached' });
};

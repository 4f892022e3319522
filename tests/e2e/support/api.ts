/** Direct calls to the server under test, to check from outside the browser what a screen did. */

export interface SignInAnswer {
  code: number;
  message: string;
  token: string | null;
}

interface EnvelopeLike {
  Code: number;
  Message: string;
  Data: { Token?: string | null } | null;
}

/** POST /user/login/admin as a form, the way the portal sends it. */
export const apiSignIn = async (
  baseUrl: string,
  userName: string,
  password: string,
  companyId = 1,
): Promise<SignInAnswer> => {
  const answer = await fetch(`${baseUrl}/api/v1/user/login/admin`, {
    method: 'POST',
    headers: { CompanyId: String(companyId), Accept: 'application/json' },
    body: new URLSearchParams({ UserName: userName, Password: password }),
  });
  const envelope = (await answer.json()) as EnvelopeLike;
  return { code: envelope.Code, message: envelope.Message, token: envelope.Data?.Token ?? null };
};

/** The HTTP status a user token gets from a call that needs a live session. */
export const sessionStatus = async (baseUrl: string, token: string, companyId = 1): Promise<number> => {
  const answer = await fetch(`${baseUrl}/api/v1/notification/count`, {
    headers: { Authorization: `Bearer ${token}`, CompanyId: String(companyId), Accept: 'application/json' },
  });
  await answer.body?.cancel();
  return answer.status;
};

/** Claims of an access token, named as the spec's clients read them (section 3). */
export interface AccessTokenClaims {
  sub: string;
  IdUid: string;
  name: string;
  firstname: string;
  surname: string;
  email: string;
  role: string[];
  picture: string;
  org: string;
  exp: number;
  sid: string;
  scope: 'user';
}

/** Signed in means the token has a positive subject claim (spec section 4). */
export const isSignedInSubject = (sub: string | undefined): boolean => {
  if (sub === undefined || !/^\d+$/.test(sub)) return false;
  return Number(sub) > 0;
};

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

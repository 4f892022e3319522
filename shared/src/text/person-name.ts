/**
 * How a person is named wherever the product shows who did or owns something: first and last
 * name, else (both empty) the user name they sign in with.
 */
export const personName = (person: {
  FirstName?: string | null | undefined;
  LastName?: string | null | undefined;
  UserName: string;
}): string =>
  [person.FirstName, person.LastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ') || person.UserName;

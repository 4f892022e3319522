/** The fields a save's body gives: all but its Id, and none left undefined. */
export const sentFields = (body: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(body).filter(([name, value]) => name !== 'Id' && value !== undefined));

/** An update's input: each of `names` as the body sent it, or as stored when it was left out. */
export const sentOrStored = <K extends string>(
  sent: Record<string, unknown>,
  stored: Readonly<Record<K, unknown>>,
  names: readonly K[],
): Record<string, unknown> =>
  Object.fromEntries(names.map((name) => [name, Object.hasOwn(sent, name) ? sent[name] : stored[name]]));

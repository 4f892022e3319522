/** base64url (with or without padding) to bytes, in browsers and Node alike: the VAPID key for subscribe(). */
export const base64UrlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

/** Whether a subscription was made with this key: one made with an older key would get no pushes. */
export const sameKey = (current: ArrayBuffer | null | undefined, expected: Uint8Array): boolean => {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
};

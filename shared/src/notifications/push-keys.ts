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

/** The P-256 curve y² = x³ - 3x + b over the prime field of P (SEC 2, secp256r1). */
const P = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

const toBigInt = (bytes: Uint8Array): bigint =>
  bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

/**
 * Whether the bytes are an uncompressed point of P-256 (0x04, x, y, on the curve), as a browser's
 * subscription key is. Only the arithmetic, so it reads the same in browsers and Node; a point on
 * the curve is a valid key (the curve's cofactor is 1).
 */
export const isP256Point = (key: Uint8Array): boolean => {
  if (key.length !== 65 || key[0] !== 0x04) return false;
  const x = toBigInt(key.subarray(1, 33));
  const y = toBigInt(key.subarray(33));
  if (x >= P || y >= P) return false;
  return (y * y - (x * x * x - 3n * x + B)) % P === 0n;
};

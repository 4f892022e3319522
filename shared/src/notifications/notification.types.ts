/** Any value JSON can carry: what a notification's JsonData may hold. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

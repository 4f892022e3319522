/** Every API answer, success or failure, has this shape; the HTTP status equals `Code`. */
export interface Envelope<T> {
  Code: number;
  Message: string;
  Data: T | null;
  /** Present on validation failures only: one entry per rejected field. */
  Errors?: FieldError[];
}

export interface FieldError {
  Field: string;
  Message: string;
}

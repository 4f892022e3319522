import type { DecimalField, FileField } from '../entity-declaration.js';

/** A picture of a product or a category: checked by its bytes on the server. */
export const IMAGE_FIELD = {
  kind: 'file',
  label: 'Image',
  accept: ['png', 'jpeg', 'gif'],
  maxBytes: 2 * 1024 * 1024,
} as const satisfies FileField;

/** Six decimals: about 11 cm on the ground, finer than any phone's fix. */
export const LATITUDE_FIELD = {
  kind: 'decimal',
  label: 'Latitude',
  min: -90,
  max: 90,
  scale: 6,
} as const satisfies DecimalField;

export const LONGITUDE_FIELD = {
  kind: 'decimal',
  label: 'Longitude',
  min: -180,
  max: 180,
  scale: 6,
} as const satisfies DecimalField;

export const WEEKDAY_OPTIONS = [
  { value: 'sunday', label: 'Sunday' },
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
] as const;

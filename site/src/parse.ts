// Reading what a person typed into the setup forms. Only plain decimal digits are accepted, and a value is used
// only when it is an exact safe integer, so "1e3", "2.5" or a 20-digit number get a clear message, not a
// silently rounded game.

/** A setup value the person has to correct; its message is shown next to the form. */
export class InputError extends Error {
  override name = 'InputError';
}

const DIGITS = /^\d+$/;

/** Reads one whole number from `text`, between `min` and `max` inclusive. */
export function parseWholeNumber(text: string, label: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const trimmed = text.trim();
  if (trimmed === '') throw new InputError(`${label}: enter a whole number.`);
  if (!DIGITS.test(trimmed)) throw new InputError(`${label}: "${trimmed}" is not a whole number.`);
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new InputError(`${label}: enter a whole number from ${min} to ${max}.`);
  }
  return value;
}

/** Limits for {@link parseSizeList}. */
export interface SizeListLimits {
  readonly minCount: number;
  readonly maxCount: number;
  readonly min: number;
  readonly max: number;
}

/** Reads a list of whole numbers separated by spaces or commas, e.g. `3 4 5` or `7, 5, 3, 1`. */
export function parseSizeList(text: string, label: string, { minCount, maxCount, min, max }: SizeListLimits): number[] {
  const fields = text.split(/[\s,;]+/).filter((field) => field !== '');
  if (fields.length < minCount || fields.length > maxCount) {
    throw new InputError(`${label}: enter ${minCount} to ${maxCount} numbers, separated by spaces or commas.`);
  }
  return fields.map((field) => parseWholeNumber(field, label, min, max));
}

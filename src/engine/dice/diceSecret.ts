/** A dice secret: 128 bits as 32 lower-case hex digits (the app draws it with crypto.getRandomValues). */
export const DICE_SECRET_PATTERN = /^[0-9a-f]{32}$/;

export function isDiceSecret(value: unknown): value is string {
  return typeof value === 'string' && DICE_SECRET_PATTERN.test(value);
}

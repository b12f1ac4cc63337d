/**
 * The parent gate's PIN (issue 18): four digits that a child watching, or tapping about, should
 * not find. The screen (ParentLockSettings.tsx) refuses these before sending; the API refuses
 * them again (server/modules/parent). Refused: one digit four times (0000, 1111), a straight
 * run up or down (1234, 7890, 4321), a pair repeated (1212, 6969) or doubled (1122), the PINs
 * people choose most often otherwise (years such as 2000, 1004, a keypad column such as 2580),
 * and the last four digits of the family's phone number.
 */
export const PIN_LENGTH = 4;

/** Four digits, nothing else. */
export const isPinShape = (pin: string) => /^\d{4}$/.test(pin);

const RUNS = ['01234567890', '09876543210'];
// From the commonest four-digit PINs (DataGenetics, 3.4 million PINs) the patterns do not cover.
const COMMON_PINS = new Set(['1004', '2000', '2001', '2580', '0852']);

export function isTrivialPin(pin: string, phone?: string): boolean {
  if (/^(\d)\1{3}$/.test(pin)) return true;
  if (RUNS.some((run) => run.includes(pin))) return true;
  if (/^(\d\d)\1$/.test(pin) || /^(\d)\1(\d)\2$/.test(pin)) return true;
  if (COMMON_PINS.has(pin)) return true;
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= PIN_LENGTH && digits.endsWith(pin);
}

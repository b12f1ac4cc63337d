/**
 * The easily guessed passwords the sign-up screen can refuse before the server does (NIST SP
 * 800-63B): one character repeated, a straight run of digits or letters ("12345678", "abcdefgh",
 * "qwertyui"), or the phone number in it. The server refuses these and its list of the commonest
 * passwords too (server/modules/auth/passwords.ts), so the hint's "12345678" is refused at once.
 */
export function isPatternPassword(password: string, phone?: string): boolean {
  const lower = password.toLowerCase();
  if (/^(.)\1+$/.test(lower)) return true;
  const runs = ['0123456789012', '9876543210987', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm'];
  if (runs.some((run) => run.includes(lower))) return true;
  return Boolean(phone && lower.includes(phone));
}

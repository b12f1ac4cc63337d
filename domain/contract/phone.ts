import { PHONE_LENGTH } from './catalog.ts';

/**
 * A phone number as parents paste or type it, as the 10 digits the API takes: "+91 98450 12345",
 * "098450 12345", "0091 98450 12345", "91-98450-12345" and "98450 12345" all give 9845012345.
 * The country code 91 and trunk zeros are dropped only when there are more than 10 digits, so a
 * number being typed is never cut; what is left is at most 10 digits (pure: every phone input).
 */
export function normalisePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  const dropZeros = () => {
    if (digits.length > PHONE_LENGTH) digits = digits.replace(/^0+/, '');
  };
  dropZeros();
  if (digits.length > PHONE_LENGTH && digits.startsWith('91')) digits = digits.slice(2);
  dropZeros();
  return digits.slice(0, PHONE_LENGTH);
}

/** Characters a phone input lets through before normalising: enough for "+91 098450 12345". */
export const PHONE_INPUT_MAX_LENGTH = 20;

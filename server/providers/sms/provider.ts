/** Sends one text message to an Indian mobile number (10 digits, without +91). */
export interface SmsProvider {
  readonly name: string;
  send(message: {
    phone: string;
    /** The text as the phone shows it. */
    body: string;
    otp?: string;
    /**
     * The DLT-registered template the body was filled from, and its `{#var#}` values in order
     * (reports/smsTemplates.ts), for providers that send by template rather than by text.
     */
    template?: { id: string; variables: string[] };
  }): Promise<void>;
}

export class SmsDeliveryError extends Error {}

/**
 * What a provider may write to the log about a message: its kind (the template's id, or `otp`)
 * and the number's last four digits. The code, the text and the template's values (a child's
 * name, weak topics) never go to a log.
 */
export function smsLogFields(message: Parameters<SmsProvider['send']>[0]) {
  return {
    to: `******${message.phone.slice(-4)}`,
    kind: message.template?.id ?? (message.otp === undefined ? 'text' : 'otp'),
  };
}

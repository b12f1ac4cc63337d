import { SmsDeliveryError, type SmsProvider } from './provider.ts';

export interface Msg91Options {
  authKey: string;
  /** A DLT-approved Flow template with an `otp` variable. */
  templateId: string;
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91 (an Indian SMS gateway), through its Flow API: POST /api/v5/flow with the auth key in
 * the `authkey` header and the template's variables per recipient. Indian numbers go with 91.
 * A one-time code goes by the configured OTP template (`otp`); another message by its own
 * template (`template`: its id as MSG91 knows it, the variables as `var1`, `var2`, … in order).
 * A message with neither is refused: DLT lets nothing else through.
 */
export function createMsg91Sms({
  authKey,
  templateId,
  baseUrl,
  timeoutMs = 5000,
}: Msg91Options): SmsProvider {
  return {
    name: 'msg91',
    async send({ phone, otp, template }) {
      const recipient = template
        ? Object.fromEntries(template.variables.map((value, i) => [`var${i + 1}`, value]))
        : { otp };
      if (!template && otp === undefined)
        throw new SmsDeliveryError(
          'MSG91 sends a one-time code or a registered template, and this is neither.',
        );
      let response: Response;
      try {
        response = await fetch(new URL('/api/v5/flow', baseUrl), {
          method: 'POST',
          headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            template_id: template?.id ?? templateId,
            short_url: '0',
            recipients: [{ mobiles: `91${phone}`, ...recipient }],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError(`MSG91 unreachable: ${String(error)}`);
      }
      const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
      if (!response.ok || body.type !== 'success') {
        throw new SmsDeliveryError(
          `MSG91 refused the message (${response.status}): ${body.message ?? 'no reason given'}`,
        );
      }
    },
  };
}

/** Sends one text message to an Indian mobile number (10 digits, without +91). */
export interface SmsProvider {
  readonly name: string;
  send(message: { phone: string; body: string; otp?: string }): Promise<void>;
}

export class SmsDeliveryError extends Error {}

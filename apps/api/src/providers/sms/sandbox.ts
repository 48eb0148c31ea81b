import type { SandboxSms, SmsProvider } from "./types";

/** The sandbox SMS provider plus read access to its outbox (development and tests only). */
export type SandboxSmsProvider = SmsProvider & {
  /** Messages newest first, optionally only those to `phone`. */
  outbox(phone?: string): SandboxSms[];
};

/**
 * SMS provider that sends nothing: messages go into an in-memory ring of the last `capacity`
 * messages (per process), readable through GET /api/dev/sms-outbox when SMS_PROVIDER=sandbox.
 * `code` is the first 6-digit run of the text (the verification code).
 */
export function createSandboxSms(now: () => Date = () => new Date(), capacity = 500): SandboxSmsProvider {
  const ring: SandboxSms[] = [];
  return {
    name: "sandbox",
    async send(phone, text) {
      ring.push({ phone, text, code: /\d{6}/.exec(text)?.[0] ?? "", sentAt: now() });
      if (ring.length > capacity) ring.splice(0, ring.length - capacity);
    },
    outbox(phone) {
      return ring.filter((m) => phone === undefined || m.phone === phone).reverse();
    },
  };
}

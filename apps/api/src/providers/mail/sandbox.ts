import type { MailProvider, SandboxMail } from "./types";

/** The sandbox mail provider plus read access to its outbox (development and tests only). */
export type SandboxMailProvider = MailProvider & {
  /** Messages newest first, optionally only those to `to` (compared lower-cased). */
  outbox(to?: string): SandboxMail[];
};

/**
 * Mail provider that sends nothing: messages go into an in-memory ring of the last `capacity`
 * messages (per process), readable through GET /api/dev/mail-outbox when MAIL_PROVIDER=sandbox.
 */
export function createSandboxMail(now: () => Date = () => new Date(), capacity = 500): SandboxMailProvider {
  const ring: SandboxMail[] = [];
  return {
    name: "sandbox",
    async send(message) {
      ring.push({ ...message, code: /\d{6}/.exec(message.text)?.[0] ?? "", sentAt: now() });
      if (ring.length > capacity) ring.splice(0, ring.length - capacity);
    },
    outbox(to) {
      const want = to?.toLowerCase();
      return ring.filter((m) => want === undefined || m.to.toLowerCase() === want).reverse();
    },
  };
}

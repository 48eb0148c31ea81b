/** An SMS gateway (ARCHITECTURE.md "Providers"): sends one text to one mainland mobile number. */
export type SmsProvider = {
  /** Provider name, e.g. "sandbox". */
  readonly name: string;
  /** Sends `text` to `phone` (11-digit mainland mobile); rejects when the gateway refuses. */
  send(phone: string, text: string): Promise<void>;
};

/** A message kept by the sandbox provider; `sentAt` is the injected clock's time. */
export type SandboxSms = { phone: string; text: string; code: string; sentAt: Date };

/** One plain-text message to one address. */
export type MailMessage = { to: string; subject: string; text: string };

/**
 * A mail gateway (ARCHITECTURE.md "Providers"). Only the sandbox exists: a real SMTP or
 * mail-API adapter is not part of issue 3. This interface is the seam where one plugs in (selected
 * by MAIL_PROVIDER), without touching the email-code rules in modules/profile.
 */
export type MailProvider = {
  /** Provider name, e.g. "sandbox". */
  readonly name: string;
  /** Sends one message; rejects when the gateway refuses it. */
  send(message: MailMessage): Promise<void>;
};

/** A message kept by the sandbox provider; `code` is the first 6-digit run of the text; `sentAt` the injected clock's time. */
export type SandboxMail = MailMessage & { code: string; sentAt: Date };

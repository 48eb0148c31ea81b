import { describe, expect, it } from "vitest";
import { createSandboxMail } from "./sandbox";

describe("sandbox mail provider", () => {
  it("keeps messages newest first with their code, filtered by address case-insensitively, up to its capacity", async () => {
    const at = new Date("2025-01-01T00:00:00Z");
    const mail = createSandboxMail(() => at, 2);
    await mail.send({ to: "a@example.com", subject: "s", text: "code 111111" });
    await mail.send({ to: "b@example.com", subject: "s", text: "code 222222" });
    await mail.send({ to: "A@example.com", subject: "s", text: "no code" });
    expect(mail.outbox().map((m) => m.code)).toEqual(["", "222222"]);
    expect(mail.outbox("a@EXAMPLE.com")).toEqual([{ to: "A@example.com", subject: "s", text: "no code", code: "", sentAt: at }]);
  });
});

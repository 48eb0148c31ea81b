import { isChineseName } from "@wenlv/validation";
import { SANDBOX_PEOPLE, type SandboxPerson } from "./sandbox-registry";
import type { IdentityProvider } from "./types";

/** The sandbox identity provider plus its registry (listed by the dev route). */
export type SandboxIdentityProvider = IdentityProvider & { registry(): readonly SandboxPerson[] };

/**
 * Identity provider that asks no authority: an ID number of the registry matches only its own name
 * (any other name is a mismatch, so the e2e tests can show "身份证号与姓名不一致"); an ID number not
 * in the registry matches any valid Chinese name (isChineseName: 2-4 Han characters, or Han
 * segments joined by "·").
 */
export function createSandboxIdentity(people: readonly SandboxPerson[] = SANDBOX_PEOPLE): SandboxIdentityProvider {
  const byNumber = new Map(people.map((p) => [p.idNumber.toUpperCase(), p.name]));
  return {
    name: "sandbox",
    async verify({ name, idNumber }) {
      const registered = byNumber.get(idNumber.toUpperCase());
      if (registered !== undefined) return registered === name ? "match" : "mismatch";
      return isChineseName(name) ? "match" : "mismatch";
    },
    registry: () => people,
  };
}

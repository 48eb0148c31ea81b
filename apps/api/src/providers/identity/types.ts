/** What the identity provider is asked: a Chinese name and a mainland resident ID number (GB 11643). */
export type IdentityQuery = { name: string; idNumber: string };

/** "match" when the ID number belongs to a person of that name, else "mismatch". */
export type IdentityVerdict = "match" | "mismatch";

/**
 * Real-name verification (/RealName; ARCHITECTURE.md "Providers"): checks a name against an ID
 * number with an authority (in production a licensed two-factor check against the public-security
 * citizen database). Callers validate both values first (isChineseName, isMainlandIdCard); the
 * provider rejects (throws) only when it cannot answer.
 */
export type IdentityProvider = {
  /** Provider name, e.g. "sandbox". */
  readonly name: string;
  verify(query: IdentityQuery): Promise<IdentityVerdict>;
};

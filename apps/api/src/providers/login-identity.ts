import { randomBytes } from "node:crypto";
import { sha256Hex } from "../lib/crypto";

/**
 * Shared pieces of the login providers (WeChat, social-security user centre, partner apps, bank):
 * the identity they answer, the error they throw, the sandbox code store and a JSON fetch with a
 * timeout. ARCHITECTURE.md "Providers": each has an interface, a sandbox default and a real adapter.
 */

/**
 * What a provider knows about the person behind an auth code: `subject`, their stable id at the
 * provider (WeChat openid, user-centre id, partner or bank customer id), and `mobile` when the
 * provider holds a verified mobile number (unchecked here: the login service validates it).
 */
export type ExternalIdentity = { subject: string; mobile?: string };

/**
 * Thrown by a provider adapter. `rejected`: the provider refused the code (invalid, used, expired:
 * the person should authorise again); `unavailable`: it could not be reached or answered garbage.
 * `detail` is for logs only (never shown, never contains secrets).
 */
export class LoginProviderError extends Error {
  constructor(
    public readonly reason: "rejected" | "unavailable",
    public readonly detail: string,
  ) {
    super(`login provider ${reason}: ${detail}`);
    this.name = "LoginProviderError";
  }
}

/** The fetch the real adapters use; tests inject one, production uses the global fetch. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** Time a real adapter waits for a provider before giving up (ms). */
export const PROVIDER_TIMEOUT_MS = 8000;

/**
 * Calls a provider and parses its JSON answer. Network errors, timeouts, 5xx statuses and bodies
 * that are not a JSON object throw LoginProviderError("unavailable"); a 4xx with a JSON body is
 * answered (OAuth 2.0 servers report `invalid_grant` with HTTP 400) and the caller interprets it.
 * `label` names the call in logs. Answers the status, the parsed body, the raw text (for
 * signatures) and the headers.
 */
export async function fetchProviderJson(
  fetchFn: FetchLike,
  label: string,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; json: Record<string, unknown>; text: string; headers: Headers }> {
  let res: Response;
  let text: string;
  try {
    res = await fetchFn(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    text = await res.text();
  } catch (err) {
    throw new LoginProviderError("unavailable", `${label}: ${err instanceof Error ? err.name : "fetch failed"}`);
  }
  if (res.status >= 500) throw new LoginProviderError("unavailable", `${label}: HTTP ${res.status}`);
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === "object" && !Array.isArray(json)) {
      return { status: res.status, json: json as Record<string, unknown>, text, headers: res.headers };
    }
  } catch {
    // not JSON: reported below
  }
  throw new LoginProviderError("unavailable", `${label}: HTTP ${res.status}, answer is not a JSON object`);
}

/** A string field of a provider answer, or undefined (numbers are turned into strings: ids often are). */
export function stringField(json: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const v = json[name];
    if (typeof v === "string" && v.trim() !== "") return v.trim();
    if (typeof v === "number" && Number.isFinite(v)) return String(v);
  }
  return undefined;
}

/** Codes a sandbox provider hands out on its consent page: single use, {@link SANDBOX_CODE_TTL_MS}. */
export type SandboxCodeStore = {
  /** Issues a fresh code (192-bit random, base64url) standing for `identity`. */
  issue(identity: ExternalIdentity): string;
  /** The identity of a live code, consuming it; null when unknown, used or expired. */
  take(code: string): ExternalIdentity | null;
};

/** Lifetime of a sandbox auth code: 5 minutes (WeChat documents the same for its OAuth code). */
export const SANDBOX_CODE_TTL_MS = 5 * 60 * 1000;

/**
 * An in-memory code store per process (like the SMS sandbox outbox): expired codes are dropped on
 * each issue and at most `capacity` live codes are kept (oldest dropped first). `now` is the app
 * clock, so tests can expire codes.
 */
export function createSandboxCodeStore(now: () => Date, capacity = 2000): SandboxCodeStore {
  const codes = new Map<string, { identity: ExternalIdentity; expiresAt: number }>();
  return {
    issue(identity) {
      const t = now().getTime();
      for (const [code, entry] of codes) if (entry.expiresAt <= t) codes.delete(code);
      while (codes.size >= capacity) {
        const oldest = codes.keys().next().value;
        if (oldest === undefined) break;
        codes.delete(oldest);
      }
      const code = randomBytes(24).toString("base64url");
      codes.set(code, { identity: { ...identity }, expiresAt: t + SANDBOX_CODE_TTL_MS });
      return code;
    },
    take(code) {
      const entry = codes.get(code);
      if (!entry) return null;
      codes.delete(code);
      return entry.expiresAt > now().getTime() ? { ...entry.identity } : null;
    },
  };
}

/** A fresh random sandbox subject: `prefix` + 22 base64url characters (128 bits). */
export function newSandboxSubject(prefix: string): string {
  return `${prefix}${randomBytes(16).toString("base64url")}`;
}

/**
 * The sandbox subject of a sandbox person known by their mobile: stable, so the same number is the
 * same provider account on every visit (`prefix` + 20 hex characters of SHA-256).
 */
export function sandboxSubjectForMobile(prefix: string, mobile: string): string {
  return `${prefix}m${sha256Hex(`${prefix}:${mobile}`).slice(0, 20)}`;
}

/** Subjects a person may type on a sandbox page: 1-64 of [A-Za-z0-9_-]. */
export function isSandboxSubject(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

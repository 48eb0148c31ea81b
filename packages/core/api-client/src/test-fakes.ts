import { vi } from "vitest";
import { configureApiClient, resetApiClient } from "./config";
import { resetLoginDialog } from "./feedback";

/** One request the fake fetch saw. */
export type SeenRequest = { method: string; url: URL; headers: Headers; body: string };

/** Answer of the fake fetch: a status and a JSON body (or a string / an Error to throw). */
export type FakeAnswer = { status?: number; body?: unknown } | Error;

/**
 * Configures the api-client against a fake fetch (ky accepts a custom `fetch`), fake toast and
 * dialog. Test-only helper (not exported from the package).
 */
export function setUpFakeApi(answer: FakeAnswer | ((request: SeenRequest) => FakeAnswer), token: string | null = null) {
  resetApiClient();
  resetLoginDialog();
  const seen: SeenRequest[] = [];
  const toast = { show: vi.fn(), clear: vi.fn() };
  let closeDialog: () => void = () => {};
  const dialog = {
    alert: vi.fn(
      (options: { onConfirm: () => void }) =>
        new Promise<void>((resolve) => {
          closeDialog = () => {
            options.onConfirm();
            resolve();
          };
        }),
    ),
  };
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const seenRequest = { method: request.method, url: new URL(request.url), headers: request.headers, body: await request.text() };
    seen.push(seenRequest);
    const result = typeof answer === "function" ? answer(seenRequest) : answer;
    if (result instanceof Error) throw result;
    const text = typeof result.body === "string" ? result.body : result.body === undefined ? "" : JSON.stringify(result.body);
    return new Response(text, { status: result.status ?? 200, headers: { "content-type": "application/json" } });
  });
  configureApiClient({
    baseUrl: "http://api.test",
    partnerCode: "kunshan",
    getToken: () => token,
    onUnauthorized,
    toast,
    dialog,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { seen, toast, dialog, onUnauthorized, fetch, confirmDialog: () => closeDialog() };
}

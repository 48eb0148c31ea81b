import { configureApiClient, loggedIn, resetApiClient, selectToken, selectUser } from "@wenlv/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { revalidateSession } from "./session-check";
import { createAppStore } from "./store";

afterEach(() => resetApiClient());

function setUp(answer: () => Response) {
  const store = createAppStore();
  const fetch = vi.fn(async () => answer());
  configureApiClient({ baseUrl: "http://api.test", getToken: () => selectToken(store.getState()), fetch: fetch as unknown as typeof globalThis.fetch });
  return { store, fetch };
}

const user = { id: 1, nickname: "旧", avatar: "", phone_masked: "1" };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("revalidateSession", () => {
  it("answers anonymous without calling when there is no token", async () => {
    const { store, fetch } = setUp(() => json({ code: 1, msg: "", data: user }));
    expect(await revalidateSession(store)).toBe("anonymous");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refreshes the user on a valid answer, and concurrent calls share one request", async () => {
    const { store, fetch } = setUp(() => json({ code: 1, msg: "", data: { ...user, nickname: "新" } }));
    store.dispatch(loggedIn({ token: "t", signing_key: "k", user }));
    const [a, b] = await Promise.all([revalidateSession(store), revalidateSession(store)]);
    expect([a, b]).toEqual(["valid", "valid"]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(selectUser(store.getState())?.nickname).toBe("新");
  });

  it("ignores an answer for a token that changed meanwhile", async () => {
    let release: (r: Response) => void = () => {};
    const store = createAppStore();
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    configureApiClient({ baseUrl: "http://api.test", getToken: () => selectToken(store.getState()), fetch: fetch as unknown as typeof globalThis.fetch });
    store.dispatch(loggedIn({ token: "old", signing_key: "k", user }));
    const check = revalidateSession(store);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    store.dispatch(loggedIn({ token: "new", signing_key: "k2", user }));
    release(new Response("", { status: 401 }));
    expect(await check).toBe("invalid");
    expect(selectToken(store.getState())).toBe("new");
  });
});

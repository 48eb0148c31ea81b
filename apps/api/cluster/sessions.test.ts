import { describe, expect, it } from "vitest";
import { clusterEnv, post, smsLogin, type Login } from "./http";

const cluster = clusterEnv();
const [nodeA, nodeB, nodeC] = cluster.nodes as [string, string, string];
const IP = "192.0.2.10";

describe("a session made on one node", () => {
  it("is valid on every node, and revoked on every node the moment logout answers", async () => {
    const login = await smsLogin(nodeA, "13500000001", IP);

    // Each node answers for the session (and so, where nodes cache sessions, now holds it).
    for (const node of cluster.nodes) {
      const me = await post<{ id: number; signing_key: string }>(node, "/api/uservice/user/getMyInfo", {}, { token: login.token });
      expect(me.body.code).toBe(1);
      expect(me.body.data.id).toBe(login.userId);
      expect(me.body.data.signing_key).toBe(login.signing_key);
    }

    const out = await post(nodeB, "/api/uservice/user/logout", {}, { token: login.token });
    expect(out.body.code).toBe(1);

    for (const node of cluster.nodes) {
      const me = await post(node, "/api/uservice/user/getMyInfo", {}, { token: login.token });
      expect({ node, status: me.status, code: me.body.code }).toEqual({ node, status: 401, code: 4005 });
    }
    // Through nginx too, whichever node answers.
    for (let i = 0; i < cluster.nodes.length; i += 1) {
      const me = await post(cluster.nginx, "/api/uservice/user/getMyInfo", {}, { token: login.token });
      expect(me.body.code).toBe(4005);
    }
  });

  it("leaves every other session valid on every node", async () => {
    const [stays, leaves] = await Promise.all([smsLogin(nodeC, "13500000002", IP), smsLogin(nodeA, "13500000003", IP)]);
    const everyNodeKnows = async (login: Login) => {
      for (const node of cluster.nodes) {
        const me = await post<{ id: number }>(node, "/api/uservice/user/getMyInfo", {}, { token: login.token });
        expect({ node, code: me.body.code, id: me.body.data.id }).toEqual({ node, code: 1, id: login.userId });
      }
    };
    await everyNodeKnows(stays);
    await everyNodeKnows(leaves);
    expect((await post(nodeB, "/api/uservice/user/logout", {}, { token: leaves.token })).body.code).toBe(1);
    await everyNodeKnows(stays);
  });
});

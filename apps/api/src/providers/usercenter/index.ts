import type { Config } from "../../config";
import { createUserCenterOAuth } from "./oauth2";
import { createSandboxUserCenter } from "./sandbox";
import type { UserCenterProvider } from "./types";

/**
 * The user-centre provider named by USERCENTER_PROVIDER: the offline sandbox (default) or the
 * OAuth 2.0 adapter with the USERCENTER_* URLs and client credentials (config.ts checks them).
 */
export function createUserCenterProvider(config: Pick<Config, "userCenter">, now: () => Date): UserCenterProvider {
  const c = config.userCenter;
  if (c.provider === "sandbox") return createSandboxUserCenter({ now });
  return createUserCenterOAuth({
    authorizeUrl: c.authorizeUrl,
    tokenUrl: c.tokenUrl,
    userinfoUrl: c.userinfoUrl,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    scope: c.scope,
  });
}

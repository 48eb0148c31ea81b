import { orderCreate } from "@wenlv/contract/endpoints/orders";
import { waitlistJoin } from "@wenlv/contract/endpoints/waitlist";
import type { WaitlistJoined } from "@wenlv/contract/waitlist";
import { getMyInfo } from "@wenlv/contract/endpoints/auth";
import { isSuccessCode, ResultCode } from "@wenlv/contract/codes";
import type { OrderCreated, OrderCreatePayload } from "@wenlv/contract/orders";
import type { UserInfo } from "@wenlv/contract/auth";
import { api } from "./api";
import { endpointArgs } from "./endpoints";
import { runDecision } from "./feedback";
import { interpretResponse, TOAST_DURATION_MS } from "./interpret-response";
import { getApiClientConfig } from "./config";
import { requestApi, type ApiError } from "./request";
import { selectSigningKey, userRefreshed, type SessionState } from "./session-slice";
import { signOrderData } from "./sign-order";
import { apiText } from "./strings";

type CreateAnswer = { code: number; msg: string; data: OrderCreated | null };

/**
 * The session's signing key: from the store, else from getMyInfo (right after a reload the store
 * has only the token), which also refreshes the session's user. Null when not logged in. Used by
 * the order create and the coupon claim (@wenlv/coupons), which sign with it.
 */
export async function signingKeyOf(state: unknown, dispatch: (action: ReturnType<typeof userRefreshed>) => unknown): Promise<string | null> {
  const stored = selectSigningKey(state as { session: SessionState });
  if (stored) return stored;
  const me = await requestApi<UserInfo>(endpointArgs(getMyInfo, {}));
  if (!me.data?.signing_key) return null;
  dispatch(userRefreshed(me.data));
  return me.data.signing_key;
}

/**
 * Order create as one typed call (spec section 7 "order create"; section 8 "passes through
 * untouched"). `createSignedOrder(payload)`:
 * 1. takes the signing key from the session (getMyInfo when the store has none yet);
 * 2. signs the payload (`signOrderData`: adds `timestamp` ms and a `nonce`, HMAC-SHA256 over the
 *    JSON) and POSTs `data` + `signature` to the table's `orderCreate` (raw mode);
 * 3. answers `OrderCreated` on code 1/200; a refusal (code 0, 4006 ...) is shown through the
 *    section 8 catalogue as an envelope would be, and answered as `ApiError`.
 * Without a session it shows "登录状态已失效…" and answers `{status: 401, code: 4005}`.
 * A success invalidates the order lists and the stock of the product bought (tags "Order" and
 * `{ type: "Scenic", id: "stock-<product_id>" }`); a ticket-cart order, the stock of each line's
 * product and the cart (tag "TicketCart": its bought lines are gone).
 */
export const orderCreateApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSignedOrder: build.mutation<OrderCreated, OrderCreatePayload>({
      async queryFn(payload, { getState, dispatch }) {
        const key = await signingKeyOf(getState(), dispatch);
        if (!key) {
          const msg = apiText("sessionExpired");
          getApiClientConfig().toast.show(msg, TOAST_DURATION_MS);
          return { error: { status: 401, code: ResultCode.TOKEN_INVALID, msg } satisfies ApiError };
        }
        const signed = await signOrderData(payload, key);
        const answer = await requestApi<CreateAnswer>(endpointArgs(orderCreate, signed));
        // No answer, a 401 or a 5xx: the catalogue has already shown its toast or dialog.
        if (answer.error) return { error: answer.error };
        const body = answer.data;
        if (isSuccessCode(body.code) && body.data) return { data: body.data };
        const decision = interpretResponse({ httpStatus: 200, body, url: orderCreate.path, mode: "envelope" });
        runDecision(decision);
        const msg = decision.kind === "fail" ? decision.msg : apiText("requestFailed");
        return { error: { status: 200, code: body.code, msg } satisfies ApiError };
      },
      invalidatesTags: (result, _error, payload) => {
        if (!result) return [];
        if (payload.type === "ticket_cart") return ["Order", "TicketCart", ...payload.lines.map((l) => ({ type: "Scenic" as const, id: `stock-${l.product_id}` }))];
        return ["Order", { type: "Scenic", id: `stock-${payload.product_id}` }];
      },
    }),
    /**
     * Joins the waiting list of sold-out stock with the order one would place (issue 10, decision
     * 035): the same payload as `createSignedOrder`, signed the same way, POSTed to the table's
     * `waitlistJoin` (envelope: a refusal such as "尚有余位，请直接预订" is shown by the section 8
     * catalogue and answered as `ApiError`). Answers the entry and its place in line.
     */
    joinSignedWaitlist: build.mutation<WaitlistJoined, OrderCreatePayload>({
      async queryFn(payload, { getState, dispatch }) {
        const key = await signingKeyOf(getState(), dispatch);
        if (!key) {
          const msg = apiText("sessionExpired");
          getApiClientConfig().toast.show(msg, TOAST_DURATION_MS);
          return { error: { status: 401, code: ResultCode.TOKEN_INVALID, msg } satisfies ApiError };
        }
        const answer = await requestApi<WaitlistJoined>(endpointArgs(waitlistJoin, await signOrderData(payload, key)));
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
      invalidatesTags: (result) => (result ? ["Waitlist"] : []),
    }),
  }),
});

export const { useCreateSignedOrderMutation, useJoinSignedWaitlistMutation } = orderCreateApi;

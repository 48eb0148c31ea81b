import { useSafeNavigate } from "@wenlv/app-kit";
import {
  getApiClientConfig,
  interpretResponse,
  requestApi,
  runDecision,
  selectSigningKey,
  signOrderData,
  TOAST_DURATION_MS,
  userRefreshed,
  type SessionState,
} from "@wenlv/api-client";
import type { UserInfo } from "@wenlv/contract/auth";
import { isSuccessCode } from "@wenlv/contract/envelope";
import { useCallback, useRef, useState } from "react";
import { useDispatch, useSelector } from "react-redux";
import { useTicketOrderCreateMutation } from "./api";
import { useTicketsT } from "./i18n";
import { buildTicketOrderData, validateTicketOrder, type OrderSource, type TicketOrderForm, type TicketOrderProblem } from "./order-data";

const ORDER_CREATE_URL = "/api/order/create";

/** Result of one submit attempt, for the page: the problems to show, or "sent". */
export type SubmitOutcome = { problems: TicketOrderProblem[] } | { sent: true };

/**
 * Submits the ticket order (spec section 7 "order create"): validates the form, builds the
 * contract ZTicketOrderCreateData (no price: the API prices it), signs it with the session's
 * signing key (signOrderData: HMAC-SHA256 over the JSON with timestamp and nonce; fetched from
 * getMyInfo when the store has none yet, e.g. right after a reload), and POSTs
 * /api/order/create in "raw" mode. A success (code 1/200) goes to /OrderPay?order_no=...; a
 * refusal shows the server's message through the section 8 catalogue (code 0 / 4006 toast).
 * One submit at a time; `submitting` disables the button. The idempotency key in `source` is
 * the page visit's, so a retry after a lost answer returns the same order.
 */
export function useSubmitTicketOrder(source: OrderSource, onCreated: (orderNo: string) => void) {
  const { t } = useTicketsT();
  const dispatch = useDispatch();
  const navigate = useSafeNavigate();
  const storedKey = useSelector((state: { session: SessionState }) => selectSigningKey(state));
  const [create] = useTicketOrderCreateMutation();
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (form: TicketOrderForm): Promise<SubmitOutcome> => {
      const problems = validateTicketOrder(form);
      const toast = getApiClientConfig().toast;
      if (problems.length > 0) {
        const first = problems[0]!;
        toast.show(t(first.key, first.values), TOAST_DURATION_MS);
        return { problems };
      }
      if (inFlight.current) return { sent: true };
      inFlight.current = true;
      setSubmitting(true);
      try {
        let signingKey = storedKey;
        if (!signingKey) {
          const me = await requestApi<UserInfo>({ url: "/api/uservice/user/getMyInfo", mode: "quiet" });
          if (me.data?.signing_key) {
            dispatch(userRefreshed(me.data));
            signingKey = me.data.signing_key;
          }
        }
        if (!signingKey) {
          toast.show(t("order.needLogin"), TOAST_DURATION_MS);
          return { problems: [] };
        }
        const signed = await signOrderData(buildTicketOrderData(form, source), signingKey);
        const result = await create({ ...signed, product_id: form.productId });
        // A transport failure or 401 was already shown by the catalogue (toast or login dialog).
        if (!result.data) return { sent: true };
        const body = result.data;
        if (isSuccessCode(body.code) && body.data?.order_no) {
          onCreated(body.data.order_no);
          navigate(`/OrderPay?order_no=${encodeURIComponent(body.data.order_no)}`, { replace: true });
          return { sent: true };
        }
        runDecision(interpretResponse({ httpStatus: 200, body, url: ORDER_CREATE_URL, mode: "envelope" }));
        return { sent: true };
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [create, dispatch, navigate, onCreated, source, storedKey, t],
  );

  return { submit, submitting };
}

import { Price } from "@wenlv/ui";
import { Button, Popup, Radio, TextArea } from "antd-mobile";
import { useId, useState } from "react";
import { useOrdersT } from "../i18n";
import { ordersZhCN } from "../resources";
import "./refund-sheet.css";

/** Refund reasons offered, in order; "other" lets the visitor type their own. */
export const REFUND_REASON_KEYS = ["plan", "wrong", "time", "weather", "other"] as const;
export type RefundReasonKey = (typeof REFUND_REASON_KEYS)[number];

/** Longest reason the API accepts (contract ZRefundRequest). */
const REASON_MAX = 200;

export type RefundSheetProps = {
  visible: boolean;
  /** Amount that will be refunded, fen (the whole order, issue 2). */
  amountFen: number;
  submitting: boolean;
  onClose: () => void;
  /** Called with the reason text sent as `reason` to `orderRefund` (Chinese, so staff can read it). */
  onSubmit: (reason: string) => void;
};

/**
 * Bottom sheet of /TicketOrderDetail's 申请退款: pick a reason (or write one under 其他原因), see
 * the amount, and confirm. The reason sent is the Chinese text whatever the UI language, because
 * it is read by staff in the back office.
 */
export function RefundSheet({ visible, amountFen, submitting, onClose, onSubmit }: RefundSheetProps) {
  const t = useOrdersT();
  const ids = useId();
  const [key, setKey] = useState<RefundReasonKey | null>(null);
  const [other, setOther] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const reason = key === "other" ? other.trim() || ordersZhCN.refund.reasons.other : key ? ordersZhCN.refund.reasons[key] : "";
    if (!reason) {
      setError(t("refund.chooseReason"));
      return;
    }
    setError(null);
    onSubmit(reason.slice(0, REASON_MAX));
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="wl-refund-sheet" destroyOnClose>
      <section role="dialog" aria-modal="true" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className="wl-refund-sheet__title">
          {t("refund.title")}
        </h2>
        <p id={`${ids}-label`} className="wl-refund-sheet__label">
          {t("refund.reasonLabel")}
        </p>
        <div role="radiogroup" aria-labelledby={`${ids}-label`}>
          <Radio.Group value={key} onChange={(value) => setKey(value as RefundReasonKey)}>
            {REFUND_REASON_KEYS.map((reason) => (
              <Radio key={reason} value={reason} block className="wl-refund-sheet__reason">
                {t(`refund.reasons.${reason}`)}
              </Radio>
            ))}
          </Radio.Group>
        </div>
        {key === "other" ? (
          <TextArea aria-label={t("refund.reasons.other")} value={other} onChange={setOther} maxLength={REASON_MAX} rows={3} showCount />
        ) : null}
        <p className="wl-refund-sheet__amount">
          {t("refund.amount")} <Price fen={amountFen} size="md" />
        </p>
        <p className="wl-refund-sheet__note">{t("refund.note")}</p>
        {error ? (
          <p className="wl-refund-sheet__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="wl-refund-sheet__actions">
          <Button size="large" onClick={onClose}>
            {t("refund.cancel")}
          </Button>
          <Button size="large" color="danger" loading={submitting} onClick={submit}>
            {t("refund.submit")}
          </Button>
        </div>
      </section>
    </Popup>
  );
}

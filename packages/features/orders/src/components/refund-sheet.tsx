import { FormField, Price, valueRule } from "@wenlv/ui";
import type { Voucher } from "@wenlv/contract/orders";
import { Button, Checkbox, Form, Popup, Radio, TextArea } from "antd-mobile";
import { useId, useState } from "react";
import { useOrdersT } from "../i18n";
import { ordersZhCN } from "../strings/zh";
import "./refund-sheet.css";

/** Refund reasons offered, in order; "other" lets the visitor type their own. */
export const REFUND_REASON_KEYS = ["plan", "wrong", "time", "weather", "other"] as const;
export type RefundReasonKey = (typeof REFUND_REASON_KEYS)[number];

/** Longest reason the API accepts (contract ZRefundRequest). */
const REASON_MAX = 200;

/** The sheet's form: the picked reason and, under 其他原因, the visitor's own words. */
type RefundFields = { reason: RefundReasonKey | null; other: string };

/**
 * The reason sent as `reason` to `orderRefund`: the Chinese text of the picked reason, or under
 * 其他原因 the visitor's own (trimmed; "其他原因" when left empty), at most 200 characters.
 */
function reasonText({ reason, other }: RefundFields): string {
  if (!reason) return "";
  const text = reason === "other" ? other.trim() || ordersZhCN.refund.reasons.other : ordersZhCN.refund.reasons[reason];
  return text.slice(0, REASON_MAX);
}

export type RefundSheetProps = {
  visible: boolean;
  /** The tickets that can be refunded (unused, in no refund), one per traveller; all ticked at first. */
  tickets: readonly Pick<Voucher, "id" | "traveller_name">[];
  /** What one ticket refunds, fen, by ticket id (the API's `refund_unit_fen` of its line, policy fee deducted). */
  refundFenOf: (voucherId: number) => number;
  submitting: boolean;
  onClose: () => void;
  /** Called with the reason text sent as `reason` to `orderRefund` (Chinese, so staff can read it) and the ticked tickets' ids. */
  onSubmit: (reason: string, voucherIds: number[]) => void;
};

type ReasonGroupProps = { id?: string; label: string; value?: RefundReasonKey | null; onChange?: (value: RefundReasonKey) => void };

/** The reasons as one radio group; FormField hands it the value, and its id for the error's ARIA state. */
function ReasonGroup({ id, label, value, onChange }: ReasonGroupProps) {
  const t = useOrdersT();
  return (
    <div id={id} role="radiogroup" aria-label={label}>
      <Radio.Group value={value ?? null} onChange={(picked) => onChange?.(picked as RefundReasonKey)}>
        {REFUND_REASON_KEYS.map((reason) => (
          <Radio key={reason} value={reason} block className="wl-refund-sheet__reason">
            {t(`refund.reasons.${reason}`)}
          </Radio>
        ))}
      </Radio.Group>
    </div>
  );
}

/**
 * Bottom sheet of /TicketOrderDetail's 申请退款 (antd-mobile Form): tick the travellers to refund
 * (all by default; issue 9 partial cancellation), pick a reason (or write one under 其他原因), see
 * the amount that will come back (each ticked ticket's `refund_unit_fen`, the policy's fee
 * deducted) and confirm; without a reason it says 请选择退款原因 under the
 * reasons. The reason sent is the Chinese text whatever the UI language, because it is read by
 * staff in the back office.
 */
export function RefundSheet({ visible, tickets, refundFenOf, submitting, onClose, onSubmit }: RefundSheetProps) {
  const t = useOrdersT();
  const ids = useId();
  const [form] = Form.useForm<RefundFields>();
  const picked = Form.useWatch("reason", form);
  // Ticks kept as the tickets NOT refunded, so every ticket is ticked by default (issue 9).
  const [unticked, setUnticked] = useState<number[]>([]);
  const chosen = tickets.map((v) => v.id).filter((id) => !unticked.includes(id));
  const amountFen = chosen.reduce((sum, id) => sum + refundFenOf(id), 0);

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="wl-refund-sheet" destroyOnClose>
      <section role="dialog" aria-modal="true" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className="wl-refund-sheet__title">
          {t("refund.title")}
        </h2>
        <Form
          form={form}
          className="wl-refund-sheet__form"
          initialValues={{ reason: null, other: "" }}
          onFinish={(values: RefundFields) => (chosen.length > 0 ? onSubmit(reasonText(values), chosen) : undefined)}
          footer={
            <div className="wl-refund-sheet__actions">
              <Button size="large" onClick={onClose}>
                {t("refund.cancel")}
              </Button>
              <Button size="large" color="danger" type="submit" loading={submitting}>
                {t("refund.submit")}
              </Button>
            </div>
          }
        >
          {tickets.length > 1 ? (
            <div role="group" aria-label={t("refund.travellersLabel")} className="wl-refund-sheet__travellers">
              <p className="wl-refund-sheet__label">{t("refund.travellersLabel")}</p>
              <Checkbox.Group
                value={chosen}
                onChange={(values) => setUnticked(tickets.map((v) => v.id).filter((id) => !values.includes(id)))}
              >
                {tickets.map((v) => (
                  <Checkbox key={v.id} value={v.id} block className="wl-refund-sheet__reason">
                    {v.traveller_name || t("refund.ticket")}
                  </Checkbox>
                ))}
              </Checkbox.Group>
              {chosen.length === 0 ? (
                <p className="wl-field-error" role="alert">
                  {t("refund.chooseTraveller")}
                </p>
              ) : null}
            </div>
          ) : null}
          <FormField name="reason" label={t("refund.reasonLabel")} rules={[valueRule<RefundReasonKey | null>((key) => (key ? null : t("refund.chooseReason")))]}>
            <ReasonGroup label={t("refund.reasonLabel")} />
          </FormField>
          {picked === "other" ? (
            <FormField name="other" label={t("refund.reasons.other")}>
              <TextArea maxLength={REASON_MAX} rows={3} showCount />
            </FormField>
          ) : null}
          <p className="wl-refund-sheet__amount">
            {t("refund.amount")} <Price fen={amountFen} size="md" />
          </p>
          <p className="wl-refund-sheet__note">{t("refund.note")}</p>
        </Form>
      </section>
    </Popup>
  );
}

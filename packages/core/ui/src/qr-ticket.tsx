import type { QrStatus } from "@wenlv/contract/status";
import { QRCodeSVG } from "qrcode.react";
import { useUiT } from "./i18n";
import { StatusTag } from "./status-tag";
import "./tokens.css";
import "./qr-ticket.css";

export type QrTicketProps = {
  /** The voucher code the gate scans (from the order detail's `vouchers[].code`). */
  code: string;
  /** Real-name traveller the voucher belongs to. */
  travellerName: string;
  /** Masked ID number as the API sends it ("3205**********1234"); never the full number. */
  travellerIdMasked?: string;
  /** QR status of spec section 4: 0 unused, 1 used, 2 expired, 3 cancelled. */
  qrStatus: QrStatus;
  /** QR side in CSS pixels. Default 200. */
  size?: number;
  /** A refund of this unused ticket is pending (issue 9 partial refunds): shown as 退款中 and dimmed, not for entry. */
  refunding?: boolean;
  /**
   * What the code is for: "entry" (a ticket's gate, default), "checkIn" (a hotel room at the desk:
   * 入住二维码, 入住人) or "seat" (a film or show seat: 票码, 座位; `travellerName` is the seat's name).
   */
  purpose?: "entry" | "checkIn" | "seat";
};

const ARIA_KEY = { entry: "qr.aria", checkIn: "qr.ariaCheckIn", seat: "qr.ariaSeat" } as const;
const HOLDER_KEY = { entry: "qr.traveller", checkIn: "qr.guest", seat: "qr.seat" } as const;

/**
 * One traveller's entry QR code (spec section 4 "QR status"). Only status 0 is valid at the gate:
 * used, expired and cancelled codes are greyed out, dimmed and stamped with their status so nobody
 * mistakes them for a valid ticket; so is an unused one whose refund is pending (退款中). The QR is `role="img"` with a name that says whose ticket it is
 * and its status; the code is printed too for manual entry.
 */
export function QrTicket({ code, travellerName, travellerIdMasked, qrStatus, size = 200, refunding = false, purpose = "entry" }: QrTicketProps) {
  const t = useUiT();
  const pendingRefund = refunding && qrStatus === 0;
  const statusLabel = pendingRefund ? t("qr.refunding") : t(`qr.status.${qrStatus}`);
  const inactive = qrStatus !== 0 || pendingRefund;
  return (
    <div className={`wl-qr-ticket${inactive ? " wl-qr-ticket--inactive" : ""}`} data-qr-status={qrStatus}>
      <div className="wl-qr-ticket__qr">
        <QRCodeSVG
          value={code}
          size={size}
          level="M"
          marginSize={2}
          role="img"
          aria-label={t(ARIA_KEY[purpose], { name: travellerName, status: statusLabel })}
          style={inactive ? { opacity: 0.35 } : undefined}
        />
        {inactive ? (
          <span className="wl-qr-ticket__stamp" aria-hidden="true">
            {statusLabel}
          </span>
        ) : null}
      </div>
      <StatusTag label={statusLabel} tone={pendingRefund ? "warning" : inactive ? "muted" : "success"} />
      <dl className="wl-qr-ticket__details">
        <dt>{t(HOLDER_KEY[purpose])}</dt>
        <dd>{travellerName}</dd>
        {travellerIdMasked ? (
          <>
            <dt>{t("qr.idNumber")}</dt>
            <dd>{travellerIdMasked}</dd>
          </>
        ) : null}
        <dt>{t("qr.code")}</dt>
        <dd className="wl-qr-ticket__code">{code}</dd>
      </dl>
      {inactive ? <p className="wl-qr-ticket__hint">{t("qr.inactiveHint")}</p> : null}
    </div>
  );
}

import { RightOutline } from "antd-mobile-icons";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import "./profile.css";

export type LinkRowProps = {
  /** In-app path the row opens. */
  to: string;
  label: ReactNode;
  /** The current value on the right ("138****8000", "未设置"). */
  value?: ReactNode;
  /** A decorative icon before the label (give it aria-hidden). */
  icon?: ReactNode;
};

/** A settings-style row that is a real link (label, value, arrow), at least 48 px high. */
export function LinkRow({ to, label, value, icon }: LinkRowProps) {
  return (
    <Link className="wl-profile-row" to={to}>
      {icon}
      <span className="wl-profile-row__label">{label}</span>
      {value !== undefined ? <span className="wl-profile-row__value">{value}</span> : null}
      <RightOutline className="wl-profile-row__arrow" aria-hidden="true" />
    </Link>
  );
}

/** A row that only shows a value (no screen to open). */
export function InfoRow({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="wl-profile-row">
      <span className="wl-profile-row__label">{label}</span>
      <span className="wl-profile-row__value">{value}</span>
    </div>
  );
}

/** A row that runs an action (清除缓存, 退出登录): a real button styled like the rows. */
export function ButtonRow({ label, onClick, danger = false, value }: { label: ReactNode; onClick: () => void; danger?: boolean; value?: ReactNode }) {
  return (
    <button type="button" className={`wl-profile-row wl-profile-row--button${danger ? " wl-profile-row--danger" : ""}`} onClick={onClick}>
      <span className="wl-profile-row__label">{label}</span>
      {value !== undefined ? <span className="wl-profile-row__value">{value}</span> : null}
    </button>
  );
}

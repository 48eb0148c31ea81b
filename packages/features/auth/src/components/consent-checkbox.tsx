import { Checkbox } from "antd-mobile";
import { Link } from "react-router-dom";
import { useAuthT } from "../i18n";
import "./consent-checkbox.css";

/** The privacy policy the consent refers to (spec section 2 legal pages). */
export const PRIVACY_POLICY_PATH = "/PrivacyPolicy";
/** The user agreement shown beside it (spec section 2 legal pages). */
export const USER_PRIVACY_PATH = "/UserPrivacy";

export type ConsentCheckboxProps = {
  /** Whether the box is ticked; every login screen starts unticked (PIPL: consent is an act). */
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * "我已阅读并同意《隐私政策》和《用户服务协议》": the consent every login screen asks for before
 * any login call (issue 3: "records consent to the privacy policy first"; the API refuses a login
 * without `agree_privacy`). The whole sentence is the checkbox's label, so its accessible name
 * names the documents; the two documents are links inside it, and activating a link follows it
 * without ticking the box (HTML: a label does not activate its control for a click on interactive
 * content inside it).
 */
export function ConsentCheckbox({ checked, onChange }: ConsentCheckboxProps) {
  const t = useAuthT();
  return (
    <div className="wl-consent">
      <Checkbox checked={checked} onChange={onChange} style={{ "--icon-size": "18px", "--font-size": "13px" }}>
        {t("form.consentPrefix")}
        <Link to={PRIVACY_POLICY_PATH}>{t("form.privacyPolicy")}</Link>
        {t("form.consentAnd")}
        <Link to={USER_PRIVACY_PATH}>{t("form.userPrivacy")}</Link>
      </Checkbox>
    </div>
  );
}

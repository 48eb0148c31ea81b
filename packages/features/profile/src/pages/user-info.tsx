import { PageHeader, UserAvatar } from "@wenlv/ui";
import { useGoBack } from "@wenlv/app-kit";
import { useProfileT } from "../i18n";
import { ProfileGate, type ProfileUser } from "../components/profile-user";
import { InfoRow, LinkRow } from "../components/link-row";
import "@wenlv/ui/account-layout.css";
import "../components/profile.css";

/** i18n key of a bound login identity ("wechat", "sbk", "bank", "partner:kunshan" ...), or null when unknown. */
export function identityKey(code: string): string | null {
  const known = ["wechat", "sbk", "bank", "partner:kunshan", "partner:changshu"];
  return known.includes(code) ? `identities.${code.replace(":", "_")}` : null;
}

function Rows({ user }: { user: ProfileUser }) {
  const t = useProfileT();
  const bound = user.bound.map((code) => {
    const key = identityKey(code);
    return key ? t(key) : code;
  });
  return (
    <>
      <ul className="wl-account-card wl-profile-list" aria-label={t("title.userInfo")}>
        <li>
          <LinkRow
            to="/ChangeHeadImg"
            label={t("info.avatar")}
            value={
              <span className="wl-profile-row__avatar">
                <UserAvatar src={user.avatar} name={user.nickname} alt="" />
              </span>
            }
          />
        </li>
        <li>
          <LinkRow to="/ChangeNickname" label={t("info.nickname")} value={user.nickname} />
        </li>
        <li>
          <LinkRow to="/ChangePhone" label={t("info.phone")} value={user.phone_masked} />
        </li>
        <li>
          <LinkRow to="/ChangeEmail" label={t("info.email")} value={user.email_masked || t("common.notBound")} />
        </li>
        <li>
          <LinkRow
            to="/RealName"
            label={t("info.realName")}
            value={user.real_name_verified ? t("info.verified", { name: user.real_name_masked }) : t("info.unverified")}
          />
        </li>
      </ul>
      <ul className="wl-account-card wl-profile-list" aria-label={t("info.password")}>
        <li>
          <LinkRow to="/ChangePassword" label={t("info.password")} value={user.has_password ? t("info.passwordSet") : t("common.notSet")} />
        </li>
        <li>
          <LinkRow to="/paymentPassword" label={t("info.payPassword")} value={user.has_payment_password ? t("info.payPasswordSet") : t("common.notSet")} />
        </li>
      </ul>
      <section className="wl-account-card" aria-labelledby="wl-profile-bound">
        <InfoRow
          label={<span id="wl-profile-bound">{t("info.bound")}</span>}
          value={
            bound.length > 0 ? (
              <ul className="wl-profile-list wl-profile-bound">
                {bound.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            ) : (
              t("info.boundNone")
            )
          }
        />
        {bound.length > 0 ? <p className="wl-profile-intro wl-care-hidden">{t("info.boundHint")}</p> : null}
      </section>
    </>
  );
}

/**
 * /UserInfo (login-required; spec section 2 "Account"): avatar, nickname, masked phone, masked
 * email, real-name status, whether a login and a payment password are set, and the bound login
 * identities. Each editable row links to its screen (/ChangeHeadImg, /ChangeNickname,
 * /ChangePhone, /ChangeEmail, /RealName, /ChangePassword, /paymentPassword).
 */
export function UserInfoPage() {
  const t = useProfileT();
  const goBack = useGoBack("/User");
  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.userInfo")} onBack={goBack} />
      <ProfileGate lines={7}>{(user) => <Rows user={user} />}</ProfileGate>
    </main>
  );
}

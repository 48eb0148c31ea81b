import { useGoBack } from "@wenlv/app-kit";
import { PageHeader, PolicyArticle } from "@wenlv/ui";
import { isEnglish, usePersonalDataT } from "../i18n";
import { USER_AGREEMENT_HEADING, USER_AGREEMENT_INTRO, userAgreementZhCN } from "../user-agreement-text";
import "@wenlv/ui/account-layout.css";
import "../personal-data.css";

/**
 * /UserPrivacy (spec section 2 legal pages; open to everyone): the user service agreement
 * (用户服务协议, user-agreement-text.ts). The agreement is binding in Chinese only, so English
 * screens show the Chinese text under an English note saying so.
 */
export function UserPrivacyPage() {
  const { t, i18n } = usePersonalDataT();
  const goBack = useGoBack();
  const english = isEnglish(i18n.language);
  return (
    <main className="wl-account-page wl-privacy">
      <PageHeader title={t("title.userAgreement")} onBack={goBack} />
      {english ? <p className="wl-pd-note">{t("agreement.chineseOnly")}</p> : null}
      <div lang="zh-CN">
        <PolicyArticle heading={USER_AGREEMENT_HEADING} intro={USER_AGREEMENT_INTRO} sections={userAgreementZhCN} />
      </div>
    </main>
  );
}

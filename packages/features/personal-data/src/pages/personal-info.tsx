import type { PersonalInfo } from "@wenlv/contract/privacy";
import { useGoBack } from "@wenlv/app-kit";
import { DetailSkeleton, ErrorState, PageHeader } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { useExportPersonalDataMutation, usePersonalInfoQuery } from "../api";
import { ConsentToggles } from "../components/consent-toggles";
import { HeldData } from "../components/held-data";
import { exportFileName, jsonBlob, startDownload } from "../download-json";
import { formatShanghaiDate, usePersonalDataT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../personal-data.css";

/** Display names of the login identities in `bound` ("wechat", "sbk", "bank", "partner:kunshan"). */
function boundLabel(identity: string, t: (key: string) => string): string {
  if (identity.startsWith("partner:")) return `${t("personalInfo.bindings.partner")}（${identity.slice("partner:".length)}）`;
  return identity === "wechat" || identity === "sbk" || identity === "bank" ? t(`personalInfo.bindings.${identity}`) : identity;
}

/** 账号信息: the profile as held, masked. */
function AccountFacts({ profile }: { profile: PersonalInfo["profile"] }) {
  const { t, i18n } = usePersonalDataT();
  const none = t("personalInfo.none");
  const realName = profile.real_name_masked ? `${profile.real_name_masked} ${profile.id_number_masked}` : t("personalInfo.notVerified");
  const facts: [string, string][] = [
    [t("personalInfo.nickname"), profile.nickname || none],
    [t("personalInfo.phone"), profile.phone_masked || none],
    [t("personalInfo.email"), profile.email_masked || none],
    [t("personalInfo.realName"), realName],
    [t("personalInfo.createdAt"), formatShanghaiDate(profile.created_at, i18n.language) || none],
    [t("personalInfo.bound"), profile.bound.map((b) => boundLabel(b, t)).join("、") || none],
  ];
  return (
    <dl className="wl-pd-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="wl-pd-facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /PersonalInfo (login-required; PIPL arts. 44-45): what the platform holds about the user
 * (/api/uservice/user/personalInfo: profile, travellers, addresses, pick-up persons, counts of
 * collection, orders and sessions, all masked), the separate consents with switches to withdraw
 * or grant them, 导出我的数据 (/api/uservice/user/exportPersonalData downloaded as a JSON file
 * through a Blob, with the link kept on the page for webviews that block downloads) and 注销账号.
 */
export function PersonalInfoPage() {
  const { t } = usePersonalDataT();
  const ids = useId();
  const goBack = useGoBack("/User");
  const { data, isLoading, isError, refetch } = usePersonalInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const [exportData, { isLoading: exporting }] = useExportPersonalDataMutation();
  const [download, setDownload] = useState<{ url: string; fileName: string } | null>(null);

  useEffect(() => () => {
    if (download) URL.revokeObjectURL(download.url);
  }, [download]);

  const exportNow = async () => {
    const result = await exportData();
    if (!result.data) return;
    const fileName = exportFileName(new Date());
    const url = URL.createObjectURL(jsonBlob(result.data));
    setDownload({ url, fileName });
    startDownload(url, fileName);
  };

  let body;
  if (isLoading) body = <DetailSkeleton lines={8} />;
  else if (isError || !data) body = <ErrorState onRetry={() => void refetch()} />;
  else
    body = (
      <>
        <p className="wl-pd-note">{t("personalInfo.intro")}</p>
        <section className="wl-pd-section" aria-labelledby={`${ids}-account`}>
          <h2 id={`${ids}-account`}>{t("personalInfo.account")}</h2>
          <AccountFacts profile={data.profile} />
        </section>
        <section className="wl-pd-section" aria-labelledby={`${ids}-held`}>
          <h2 id={`${ids}-held`}>{t("personalInfo.held")}</h2>
          <HeldData info={data} />
        </section>
        <section className="wl-pd-section" aria-labelledby={`${ids}-consents`}>
          <h2 id={`${ids}-consents`}>{t("personalInfo.consents")}</h2>
          <ConsentToggles consents={data.consents} />
        </section>
        <section className="wl-pd-section" aria-labelledby={`${ids}-export`}>
          <h2 id={`${ids}-export`}>{t("personalInfo.export")}</h2>
          <p>{t("personalInfo.exportHint")}</p>
          <Button block color="primary" className="wl-button-primary" loading={exporting} onClick={() => void exportNow()}>
            {t("personalInfo.export")}
          </Button>
          {download ? (
            <p role="status">
              <a href={download.url} download={download.fileName}>
                {t("personalInfo.exportReady", { file: download.fileName })}
              </a>
              <br />
              {t("personalInfo.exportWebview")}
            </p>
          ) : null}
        </section>
        <section className="wl-pd-section">
          <Link to="/Logout">{t("personalInfo.deleteAccount")}</Link>
        </section>
      </>
    );

  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.personalInfo")} onBack={goBack} />
      {body}
    </main>
  );
}

import { useVisitorLocation, type LocateOutcome } from "@wenlv/app-kit";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useHomeT } from "../i18n";

/**
 * The home's 附近景点 entry while the visitor's location is unknown (issue 9: location is asked when a
 * screen needs it, on the visitor's action, never as a dialog over the first page). 开启定位 asks the
 * separate consent, then the browser; when a fix arrives the page shows the nearby section instead
 * of this entry. A refusal or a missing fix is said in place (aria-live), and browsing goes on.
 */
export function NearbyPrompt() {
  const { t } = useHomeT();
  const { locate, locating } = useVisitorLocation();
  const [outcome, setOutcome] = useState<LocateOutcome | null>(null);
  const message = outcome && outcome !== "located" ? t(`nearby.outcome.${outcome}`) : t("nearby.hint");
  return (
    <section className="wl-scenic-section wl-nearby-prompt" aria-labelledby="wl-home-nearby">
      <div className="wl-scenic-section__head">
        <h2 id="wl-home-nearby">{t("nearby.title")}</h2>
        <Button size="mini" color="primary" fill="outline" loading={locating} loadingText={t("nearby.locating")} onClick={() => void locate().then(setOutcome)}>
          {t("nearby.locate")}
        </Button>
      </div>
      <p className="wl-nearby-prompt__text" aria-live="polite">
        {message}
      </p>
    </section>
  );
}

import type { LineFare, LinePackage } from "@wenlv/contract/lines";
import { localized } from "@wenlv/i18n";
import { Price } from "@wenlv/ui";
import { SkuRuleTags } from "@wenlv/ui/sku-rules";
import { useLinesT } from "../i18n";

function FareRow({ label, fare }: { label: string; fare: LineFare }) {
  const { t } = useLinesT();
  return (
    <div className="wl-line-fare">
      <dt>{label}</dt>
      <dd>
        <Price fen={fare.price_fen} size="sm" />
        <small>{t("detail.perPerson")}</small>
      </dd>
    </div>
  );
}

/**
 * The packages of a line (套餐与价格): each with its adult and child fare per person (fen), or
 * 该套餐不售儿童价, and the tags of its rules (refund kind, entry, the proof a child needs; decision
 * 022, from @wenlv/ui/sku-rules).
 */
export function PackageList({ packages }: { packages: readonly LinePackage[] }) {
  const { t, i18n } = useLinesT();
  return (
    <section className="wl-detail-card" aria-labelledby="wl-line-packages">
      <h2 id="wl-line-packages">{t("detail.packages")}</h2>
      {packages.length === 0 ? <p className="wl-line-muted">{t("detail.noPackages")}</p> : null}
      <ul className="wl-line-packages">
        {packages.map((pkg) => (
          <li key={pkg.code} className="wl-line-package">
            <h3 className="wl-line-package__name">{localized(pkg.name, pkg.name_en, i18n.language)}</h3>
            <dl className="wl-line-fares">
              <FareRow label={t("detail.adult")} fare={pkg.adult} />
              {pkg.child ? <FareRow label={t("detail.child")} fare={pkg.child} /> : null}
            </dl>
            {pkg.child ? null : <p className="wl-line-muted">{t("detail.noChild")}</p>}
            <SkuRuleTags rules={pkg.adult.rules} kind="line" />
          </li>
        ))}
      </ul>
    </section>
  );
}

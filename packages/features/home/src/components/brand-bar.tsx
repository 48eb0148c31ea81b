import { useOptionalCityApp } from "@wenlv/app-kit";
import { partnerSiteName } from "@wenlv/theme";
import { useHomeT } from "../i18n";
import "./brand-bar.css";

/**
 * The shell's logo and site name at the top of the home, on the brand colour, in a shell whose
 * partner configuration has a `logo` (the bank zone; issue 9, decision 026). Nothing elsewhere.
 */
export function BrandBar() {
  const { i18n } = useHomeT();
  const app = useOptionalCityApp();
  const logo = app?.partner.logo;
  if (!app || !logo) return null;
  return (
    <header className="wl-home-brand">
      {/* Decorative: the site name beside it says the same. */}
      <img className="wl-home-brand__logo" src={logo} alt="" width={28} height={28} />
      <span className="wl-home-brand__name">{partnerSiteName(app.partner, i18n.language)}</span>
    </header>
  );
}

import type { PersonalInfo } from "@wenlv/contract/privacy";
import { maskPhone } from "@wenlv/validation";
import { RightOutline } from "antd-mobile-icons";
import { Link } from "react-router-dom";
import { usePersonalDataT } from "../i18n";

type Group = { key: string; title: string; count: number; to?: string; lines: string[] };

/**
 * 您保存的信息 of /PersonalInfo: each kind of data the user keeps, with its count, a one-line
 * summary per entry (masked numbers as the API answered them) and a link to the screen that
 * manages it.
 */
export function HeldData({ info }: { info: PersonalInfo }) {
  const { t } = usePersonalDataT();
  const groups: Group[] = [
    {
      key: "travellers",
      title: t("personalInfo.travellers"),
      count: info.travellers.length,
      to: "/MyContacts",
      lines: info.travellers.map((tr) => `${tr.name} ${tr.id_number_masked}`),
    },
    {
      key: "addresses",
      title: t("personalInfo.addresses"),
      count: info.addresses.length,
      to: "/MyAddress",
      lines: info.addresses.map((a) => `${a.name} ${maskPhone(a.phone)} ${a.province}${a.city}${a.district}`),
    },
    {
      key: "pickup",
      title: t("personalInfo.pickup"),
      count: info.pickup_persons.length,
      to: "/MySelfHandle",
      lines: info.pickup_persons.map((p) => `${p.name} ${maskPhone(p.phone)}`),
    },
    { key: "collection", title: t("personalInfo.collection"), count: info.collection_count, to: "/MyCollection", lines: [] },
    { key: "orders", title: t("personalInfo.orders"), count: info.order_count, to: "/Trades", lines: [] },
    { key: "sessions", title: t("personalInfo.sessions"), count: info.active_sessions, lines: [] },
  ];
  return (
    <ul className="wl-pd-held">
      {groups.map((group) => {
        const label = (
          <>
            <span>{group.title}</span>
            <span className="wl-pd-held__count">{t("personalInfo.count", { count: group.count })}</span>
          </>
        );
        return (
          <li key={group.key}>
            {group.to ? (
              <Link className="wl-pd-held__head" to={group.to}>
                {label}
                <RightOutline aria-hidden="true" />
              </Link>
            ) : (
              <div className="wl-pd-held__head">{label}</div>
            )}
            {group.lines.length > 0 ? (
              <ul className="wl-pd-held__lines">
                {group.lines.map((line, index) => (
                  <li key={`${index}-${line}`}>{line}</li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

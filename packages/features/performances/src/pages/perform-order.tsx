import { useSafeNavigate } from "@wenlv/app-kit";
import { EmptyState } from "@wenlv/ui";
import { positiveId } from "@wenlv/validation/ids";
import { useSearchParams } from "react-router-dom";
import { choiceFrom, sessionFrom, sessionQuery } from "../choice";
import { PerformOrderForm } from "../components/perform-order-form";
import { ShowFrame } from "../components/show-frame";
import { usePerformancesT } from "../i18n";

/**
 * /PerformOrder?id=&day=&slot=&sku=&qty= or &seats=R05-11,R05-12 (also /PerformOrderNew; login
 * required): the order of the tickets chosen on /PerformCheck (PerformOrderForm), or on a sold-out
 * zone (general admission, or a seated hall's zone with no seat left: zone and count, no seats) the
 * same order sent to its waiting list (加入候补, decision 035). A link without a valid session and
 * choice says so and leads back to choosing tickets.
 */
export function PerformOrderPage() {
  const { t } = usePerformancesT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const session = sessionFrom(params);
  const choice = choiceFrom(params);
  return (
    <ShowFrame title={t("titles.order")} showId={session?.showId ?? positiveId(params.get("id"))}>
      {(show) =>
        session && choice ? (
          <PerformOrderForm show={show} session={session} choice={choice} sourceScene={params.get("fromsource") ?? ""} />
        ) : (
          <EmptyState
            description={t("order.choiceMissing")}
            actionText={t("order.backCheck")}
            onAction={() => navigate(session ? `/PerformCheck?${sessionQuery(session)}` : `/PerformDate?id=${show.id}`, { replace: true })}
          />
        )
      }
    </ShowFrame>
  );
}

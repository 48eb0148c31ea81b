import { useSafeNavigate } from "@wenlv/app-kit";
import { EmptyState } from "@wenlv/ui";
import { useAuthT } from "../i18n";
import { useLoginTarget, withRedirect } from "../login-flow";

/** /ThirdApp(s) with a `partner` that is not a partner app (contract ZThirdAppPartner): offer the other ways in. */
export function PartnerUnknown() {
  const t = useAuthT();
  const navigate = useSafeNavigate();
  const target = useLoginTarget();
  return (
    <EmptyState
      description={t("third.unknownPartner")}
      actionText={t("third.otherWays")}
      onAction={() => navigate(withRedirect("/BaseLogin", target), { replace: true })}
    />
  );
}

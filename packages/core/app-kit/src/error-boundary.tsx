import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from "react";
import { useRouteError } from "react-router-dom";

/** The shared error state (antd-mobile ErrorBlock and its pictures), loaded when a page first fails (issue 8). */
const LazyErrorState = lazy(() => import("@wenlv/ui/error-state").then((m) => ({ default: m.ErrorState })));

function ErrorState(props: { fullPage?: boolean; onRetry: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyErrorState {...props} />
    </Suspense>
  );
}

type Props = { children: ReactNode; fallback?: (retry: () => void, error: unknown) => ReactNode };
type State = { error: unknown; failed: boolean };

/**
 * Catches a page's render errors and shows the shared error state with 重试 (retry), which mounts
 * the page again. One boundary per page, so one broken page never blanks the app.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Page failed to render", error, info.componentStack);
  }

  retry = () => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry, this.state.error) : <ErrorState fullPage onRetry={this.retry} />;
  }
}

/**
 * The router's error element: a page chunk or a loader failed (offline, a deploy replaced the
 * chunk). Retry reloads the page, which fetches the current chunks.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error) console.error("Route failed", error);
  return <ErrorState fullPage onRetry={() => window.location.reload()} />;
}

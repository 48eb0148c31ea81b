import { detectHost, type WxEnvironment } from "@wenlv/host";
import { useMemo, useState } from "react";

/** Where an order comes from (spec section 3 "Order create payload"). */
export type OrderSource = {
  /** Host kind from @wenlv/host detectHost ("wechat", "miniprogram", "bank", "partner-app", "browser"). */
  channel: string;
  /** What led here, e.g. "share" from a `fromsource=share` link (spec section 9); "" when nothing did. */
  sourceScene: string;
  /** One key per page visit, reused on every retry so a repeated create answers the same order. */
  idempotencyKey: string;
};

/** Host kind of this page (spec section 3 order payload `channel`); "browser" outside a browser. */
export function hostChannel(): string {
  if (typeof navigator === "undefined") return "browser";
  return detectHost(navigator.userAgent, window.sessionStorage, window as unknown as WxEnvironment).kind;
}

/**
 * A fresh idempotency key: a UUID (36 characters of [0-9a-f-], inside the contract's 8-64
 * [A-Za-z0-9_-] rule). Made once per visit of an order page.
 */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The order source of this page visit: host channel, `fromsource` scene, and one idempotency key for the visit. */
export function useOrderSource(sourceScene: string): OrderSource {
  const [idempotencyKey] = useState(newIdempotencyKey);
  return useMemo(() => ({ channel: hostChannel(), sourceScene, idempotencyKey }), [sourceScene, idempotencyKey]);
}

/** The spec section 3 source fields of an order create payload, from {@link OrderSource}. */
export function sourceFields(source: OrderSource): { channel: string; source_port: "h5"; source_scene: string; idempotency_key: string } {
  return { channel: source.channel, source_port: "h5", source_scene: source.sourceScene, idempotency_key: source.idempotencyKey };
}

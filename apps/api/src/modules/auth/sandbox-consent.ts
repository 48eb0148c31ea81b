import type { FastifyInstance, FastifyReply } from "fastify";
import { isMainlandMobile } from "@wenlv/validation";
import type { Config } from "../../config";
import { userError } from "../../plugins/envelope";
import { cspDirectives } from "../../plugins/security";
import { isSandboxSubject, newSandboxSubject, sandboxSubjectForMobile, type ExternalIdentity, type SandboxCodeStore } from "../../providers/login-identity";
import { isAllowedReturnUrl, returnOrigin, withQuery } from "./redirects";
import { holderForm, sandboxErrorPage, sandboxPage } from "./sandbox-page";

/**
 * Building blocks of the login sandbox pages (sandbox-routes.ts): query helpers, the consent-page
 * CSP, the sandbox person a form describes, and the page + confirm routes of the providers that
 * may know a mobile.
 */

/** A parsed query string. */
export type Query = Record<string, unknown>;
/** The trimmed string field `k` of a query, "" when absent. */
export const str = (q: Query, k: string): string => (typeof q[k] === "string" ? (q[k] as string).trim() : "");
/** "/api/dev/x/authorize" -> "/api/dev/x/confirm". */
export const confirmPath = (authorizePath: string) => authorizePath.replace(/\/authorize$/, "/confirm");

/** The CSP of a consent page: as everywhere, but its form may end on the callback's origin (a dev server port). */
export function consentCsp(config: Config, redirectUri: string): string {
  const directives = cspDirectives(config);
  const origin = returnOrigin(redirectUri);
  if (origin) directives["form-action"] = [...(directives["form-action"] ?? []), origin];
  return Object.entries(directives)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => (v && v.length > 0 ? `${k} ${v.join(" ")}` : k))
    .join(";");
}

/** Sends an HTML page, never cached, with `csp` replacing the default policy when given. */
export function html(reply: FastifyReply, status: number, body: string, csp?: string): FastifyReply {
  reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store");
  if (csp) reply.header("content-security-policy", csp);
  return reply.send(body);
}

/** Title and text of the page refusing a redirect_uri off our origin. */
export const BAD_REDIRECT = ["redirect_uri 参数错误", "回调地址必须是本站地址（或本机开发地址），请返回应用重新发起授权。"] as const;

/**
 * The person a sandbox consent form describes: `holder=mobile` with a valid `mobile` (the
 * provider knows that number), or `holder=nomobile`; `subject` typed, else the mobile's stable
 * sandbox id, else a brand-new id. Throws code 0 for a wrong mobile or id.
 */
export function personFrom(q: Query, prefix: string): ExternalIdentity {
  const typed = str(q, "subject");
  if (typed && !isSandboxSubject(typed)) throw userError("用户 ID 只能包含字母、数字、- 和 _，最多 64 位");
  if (str(q, "holder") === "nomobile") return { subject: typed || newSandboxSubject(prefix) };
  const mobile = str(q, "mobile");
  if (!isMainlandMobile(mobile)) throw userError("请输入正确的手机号码");
  return { subject: typed || sandboxSubjectForMobile(prefix, mobile), mobile };
}

/** One provider whose consent page picks a sandbox person (user centre, partner app, bank). */
export type HolderProvider = {
  authorizePath: string;
  /** Query field the code is appended as ("auth_code" or "code"). */
  codeParam: string;
  store: (q: Query) => SandboxCodeStore | null;
  prefix: (q: Query) => string;
  page: (q: Query) => { title: string; heading: string; intro: string; withMobile: string; withoutMobile: string; subject: string; submit: string; hidden?: Record<string, string> } | null;
};

/** Registers a consent page (GET authorizePath) and its confirm (GET …/confirm -> 302 to redirect_uri). */
export function holderRoutes(app: FastifyInstance, p: HolderProvider): void {
  const { config } = app.ctx;
  app.get(p.authorizePath, async (request, reply) => {
    const q = request.query as Query;
    const redirectUri = str(q, "redirect_uri");
    if (!isAllowedReturnUrl(redirectUri, config.publicUrl)) return html(reply, 400, sandboxErrorPage(...BAD_REDIRECT));
    const page = p.page(q);
    if (!page) return html(reply, 400, sandboxErrorPage("参数错误", "不支持的合作应用。"));
    const body = holderForm({
      heading: page.heading,
      intro: page.intro,
      action: confirmPath(p.authorizePath),
      hidden: { ...page.hidden, redirect_uri: redirectUri, state: str(q, "state") },
      withMobileLabel: page.withMobile,
      withoutMobileLabel: page.withoutMobile,
      subjectLabel: page.subject,
      submitLabel: page.submit,
    });
    return html(reply, 200, sandboxPage(page.title, body), consentCsp(config, redirectUri));
  });

  app.get(confirmPath(p.authorizePath), async (request, reply) => {
    const q = request.query as Query;
    const redirectUri = str(q, "redirect_uri");
    if (!isAllowedReturnUrl(redirectUri, config.publicUrl)) return html(reply, 400, sandboxErrorPage(...BAD_REDIRECT));
    const store = p.store(q);
    if (!store) return html(reply, 400, sandboxErrorPage("参数错误", "不支持的合作应用。"));
    const state = str(q, "state") || undefined;
    reply.header("cache-control", "no-store");
    if (str(q, "decision") === "deny") return reply.redirect(withQuery(redirectUri, { state }), 302);
    let person: ExternalIdentity;
    try {
      person = personFrom(q, p.prefix(q));
    } catch (err) {
      return html(reply, 400, sandboxErrorPage("信息有误", err instanceof Error ? err.message : "请检查后重试", withQuery(p.authorizePath, { ...stringFields(q, ["partner", "redirect_uri", "state"]) })));
    }
    return reply.redirect(withQuery(redirectUri, { [p.codeParam]: store.issue(person), state }), 302);
  });
}

/** The non-empty string fields `names` of a query. */
export function stringFields(q: Query, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, str(q, n)]).filter(([, v]) => v !== ""));
}

import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ResultCode } from "@wenlv/contract/envelope";
import { ResponseContractError } from "./endpoints";
import { AppError, fail } from "./envelope";

type ZodLikeIssue = { path: PropertyKey[]; message: string; code?: string; keys?: string[] };

function zodIssues(error: unknown): ZodLikeIssue[] | null {
  if (typeof error !== "object" || error === null) return null;
  // A request the endpoint table's schema refused (fastify-type-provider-zod's validator compiler).
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((v) => ({
      path: v.instancePath.split("/").filter(Boolean),
      message: v.message ?? "",
      code: v.keyword,
      keys: (v.params as { keys?: string[] }).keys,
    }));
  }
  const e = error as { name?: unknown; issues?: unknown };
  return e.name === "ZodError" && Array.isArray(e.issues) ? (e.issues as ZodLikeIssue[]) : null;
}

const HAS_CHINESE = /\p{Script=Han}/u;

/**
 * The Chinese message for a failed input check: the first issue's own message when it is written in
 * Chinese (contract and validation schemas carry them), "不允许提交的字段：…" for fields a strict
 * schema does not own, else a generic one naming the field.
 */
export function zodMessage(issues: ZodLikeIssue[]): string {
  const first = issues[0];
  if (!first) return "请求参数不正确";
  // A strict write schema met a field the endpoint does not own (mass-assignment guard, plugins/endpoints.ts).
  if (first.code === "unrecognized_keys") return `不允许提交的字段：${(first.keys ?? []).join("、")}`;
  if (HAS_CHINESE.test(first.message)) return first.message;
  const field = first.path.map(String).join(".");
  return field ? `参数${field}不正确` : "请求参数不正确";
}

/**
 * The one error handler (spec section 8): AppError -> its code/message/status; zod errors (a
 * schema's refusal, also through the endpoint table's validator) -> code 0 with a Chinese message
 * (HTTP 200; HTTP 400 on a "redirect" endpoint, a page the browser navigated to); an answer that
 * breaks its response schema (tests only) -> HTTP 500 naming the field; Fastify 4xx errors (bad
 * JSON, media type, size) -> code 0 with a generic Chinese message and their status; anything else
 * is logged and answered HTTP 500 with a generic message, never the internal error text.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.httpStatus).send(fail(error.code, error.message));
    }
    if (error instanceof ResponseContractError) {
      request.log.error({ path: error.path, issues: error.issues }, "answer breaks its response schema");
      return reply.code(500).send(fail(ResultCode.FAIL, error.message));
    }
    const issues = zodIssues(error);
    if (issues) {
      const navigated = request.routeOptions.config.answerMode === "redirect";
      return reply.code(navigated ? 400 : 200).send(fail(ResultCode.FAIL, zodMessage(issues)));
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const msg = status === 413 ? "请求内容过大" : status === 415 ? "不支持的请求格式" : "请求格式不正确";
      return reply.code(status).send(fail(ResultCode.FAIL, msg));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(fail(ResultCode.FAIL, "服务繁忙，请稍后重试"));
  });
}

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTestStore, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { gusuAddress } from "./test-fixtures";
import type { PersonalInfo } from "@wenlv/contract/privacy";
import axe from "axe-core";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { LogoutPage } from "./pages/logout";
import { LogoutNoticeAppPage, LogoutNoticePage } from "./pages/logout-notice";
import { MyAddressPage } from "./pages/my-address";
import { MyAddressHandlePage } from "./pages/my-address-handle";
import { MyCollectionPage } from "./pages/my-collection";
import { MySelfHandlePage } from "./pages/my-self-handle";
import { PersonalInfoPage } from "./pages/personal-info";
import { PrivacyPolicyAppPage } from "./pages/privacy-policy-app";
import { UserPrivacyPage } from "./pages/user-privacy";

/*
 * axe-core on each personal-data page in jsdom, failing on serious or critical violations as the
 * e2e does. jsdom has no layout or computed colours: contrast is checked in the browser.
 */
async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    resultTypes: ["violations"],
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}

const address = gusuAddress({ id: 1, is_default: true });
const personalInfo: PersonalInfo = {
  profile: { id: 3, nickname: "小明", avatar: "", phone_masked: "138****8000", email_masked: "", real_name_masked: "", id_number_masked: "", created_at: "2026-01-01T00:00:00.000Z", bound: [] },
  travellers: [],
  addresses: [address],
  pickup_persons: [],
  collection_count: 1,
  order_count: 0,
  active_sessions: 1,
  consents: [],
};
const api = {
  "/api/address/list": ok({ list: [address] }),
  "/api/pickup/list": ok({ list: [{ id: 1, name: "王五", phone: "13812345678", is_default: true }] }),
  "/api/collection/list": ok({
    list: [{ id: 1, target_type: "scenic", target_id: 1, title: "拙政园", title_en: "", cover: "x.jpg", subtitle: "姑苏区", link: "/ScenicDetail?id=1", created_at: "" }],
    total: 1,
    page: 1,
    page_size: 20,
  }),
  "/api/uservice/user/personalInfo": ok(personalInfo),
};

/** [name, page, url, a text shown once the page has its data, an optional step that opens a popup]. */
const cases: [string, ReactElement, string, string, string?][] = [
  ["/MyAddress (picking)", <MyAddressPage key="a" />, "/MyAddress?from=PostOrder", "选择"],
  ["/MyAddressHandle with the region picker", <MyAddressHandlePage key="b" />, "/MyAddressHandle?id=1", "保存", "所在地区"],
  ["/MySelfHandle with the form popup", <MySelfHandlePage key="c" />, "/MySelfHandle", "王五", "添加取票人"],
  ["/MyCollection in edit mode", <MyCollectionPage key="d" />, "/MyCollection", "拙政园", "管理"],
  ["/Logout", <LogoutPage key="g" />, "/Logout", "申请注销账号"],
  ["/LogoutNotice after deletion", <LogoutNoticePage key="h" />, "/LogoutNotice?done=1", "返回首页"],
  ["/LogoutNoticeApp", <LogoutNoticeAppPage key="i" />, "/LogoutNoticeApp", "如何申请注销"],
  ["/PersonalInfo", <PersonalInfoPage key="j" />, "/PersonalInfo", "导出我的数据"],
  ["/UserPrivacy", <UserPrivacyPage key="k" />, "/UserPrivacy", "二、账号"],
  ["/PrivacyPolicyApp", <PrivacyPolicyAppPage key="l" />, "/PrivacyPolicyApp", "五、您的权利"],
];

describe("personal-data pages: no serious accessibility violations", () => {
  it.each(cases)("%s", async (_name, page, url, ready, open) => {
    fakeApi(api);
    renderAt(page, url, { store: createTestStore({ token: "tok" }) });
    await screen.findAllByText(ready);
    if (open) {
      const target = screen.queryByRole("button", { name: open }) ?? screen.getByLabelText(open);
      await userEvent.setup({ pointerEventsCheck: 0 }).click(target);
    }
    expect(await seriousViolations()).toEqual([]);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { ZConsentKind, type Consent, type PersonalDataExport, type PersonalInfo } from "@wenlv/contract/privacy";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exportFileName } from "../download-json";
import { PersonalInfoPage } from "./personal-info";

const consents: Consent[] = [
  { kind: "privacy", granted: true, version: "2026-11-21", at: "2026-11-21T02:00:00.000Z" },
  { kind: "id_number", granted: true, version: "2026-11-21", at: "2026-11-21T02:00:00.000Z" },
  { kind: "travellers", granted: true, version: "2026-11-21", at: "2026-11-21T02:00:00.000Z" },
];
const info: PersonalInfo = {
  profile: {
    id: 3,
    nickname: "小明",
    avatar: "",
    phone_masked: "138****8000",
    email_masked: "",
    real_name_masked: "*明",
    id_number_masked: "3205**********123X",
    created_at: "2026-01-01T00:00:00.000Z",
    bound: ["wechat", "partner:kunshan"],
  },
  travellers: [{ id: 1, name: "张三", id_type: "ID_CARD", id_number_masked: "110***********002X", phone_masked: "" }],
  addresses: [],
  pickup_persons: [{ id: 4, name: "王五", phone: "13812345678", is_default: true }],
  collection_count: 5,
  order_count: 2,
  active_sessions: 1,
  consents,
};
const exported: PersonalDataExport = { ...info, exported_at: "2026-11-21T03:00:00.000Z", collection: [], orders: [{ order_no: "WL1", title: "拙政园成人票", amount_fen: 8000, status: "PAID", created_at: "2026-11-20T01:00:00.000Z" }], waitlist: [], notices: [], ticket_cart: [], coupons: [] };

/** The consent the API answers for a grant or withdraw of `kind` (contract ZConsentKind). */
function changed(kind: string | null, granted: boolean): Consent {
  return { kind: ZConsentKind.parse(kind), granted, version: "2026-11-21", at: "2026-11-22T02:00:00.000Z" };
}

function personalApi() {
  let state = [...consents];
  return fakeApi({
    "/api/uservice/user/personalInfo": () => ok({ ...info, consents: state }),
    "/api/uservice/consent/grant": ({ fields }) => {
      const consent = changed(fields.get("kind"), true);
      state = [...state.filter((c) => c.kind !== consent.kind), consent];
      return ok(consent);
    },
    "/api/uservice/consent/withdraw": ({ fields }) => {
      const consent = changed(fields.get("kind"), false);
      state = [...state.filter((c) => c.kind !== consent.kind), consent];
      return ok(consent);
    },
    "/api/uservice/user/exportPersonalData": ok(exported),
  });
}

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:http://app.test/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem("locationConsent");
});

describe("PersonalInfoPage", () => {
  it("shows what is held, masked, with links to manage it", async () => {
    personalApi();
    renderAt(<PersonalInfoPage />, "/PersonalInfo");
    expect(await screen.findByText("138****8000")).toBeInTheDocument();
    expect(screen.getByText("*明 3205**********123X")).toBeInTheDocument();
    expect(screen.getByText("微信、合作方应用（kunshan）")).toBeInTheDocument();
    expect(screen.getByText("张三 110***********002X")).toBeInTheDocument();
    expect(screen.getByText("王五 138****5678")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /收藏\s*5项/ })).toHaveAttribute("href", "/MyCollection");
    expect(screen.getByRole("link", { name: /订单\s*2项/ })).toHaveAttribute("href", "/Trades");
    expect(screen.getByRole("link", { name: "注销账号" })).toHaveAttribute("href", "/Logout");
  });

  it("withdraws a consent after asking, and grants one at once", async () => {
    const fake = personalApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<PersonalInfoPage />, "/PersonalInfo");
    const idSwitch = await screen.findByRole("switch", { name: /身份证件信息/ });
    expect(idSwitch).toBeChecked();
    const location = screen.getByRole("switch", { name: /位置信息/ });
    expect(location).not.toBeChecked();

    await user.click(idSwitch);
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("撤回“身份证件信息”后");
    expect(fake.callsTo("/api/uservice/consent/withdraw")).toHaveLength(0);
    await user.click(within(dialog).getByText("撤回"));
    await waitFor(() => expect(screen.getByRole("switch", { name: /身份证件信息/ })).not.toBeChecked());
    expect(fake.callsTo("/api/uservice/consent/withdraw")[0]?.fields.get("kind")).toBe("id_number");

    await user.click(screen.getByRole("switch", { name: /位置信息/ }));
    await waitFor(() => expect(screen.getByRole("switch", { name: /位置信息/ })).toBeChecked());
    expect(fake.callsTo("/api/uservice/consent/grant")[0]?.fields.get("kind")).toBe("location");
    expect(screen.queryByRole("switch", { name: /隐私政策/ })).toBeNull();
    expect(screen.getByText(/已同意（版本 2026-11-21）/)).toBeInTheDocument();
  });

  it("applies a location change to this device too", async () => {
    personalApi();
    sessionStorage.setItem("longitude", "120.629000");
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<PersonalInfoPage />, "/PersonalInfo");
    await user.click(await screen.findByRole("switch", { name: /位置信息/ }));
    await waitFor(() => expect(localStorage.getItem("locationConsent")).toBe("granted"));
    await waitFor(() => expect(screen.getByRole("switch", { name: /位置信息/ })).toBeChecked());

    await user.click(screen.getByRole("switch", { name: /位置信息/ }));
    await user.click(within(await screen.findByRole("dialog")).getByText("撤回"));
    await waitFor(() => expect(localStorage.getItem("locationConsent")).toBe("refused"));
    expect(sessionStorage.getItem("longitude")).toBeNull();
  });

  it("downloads the export as a JSON file whose content is the API's answer", async () => {
    personalApi();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(<PersonalInfoPage />, "/PersonalInfo");
    await user.click(await screen.findByRole("button", { name: "导出我的数据" }));
    const link = await screen.findByRole("link", { name: /^下载 wenlv-my-data-\d{8}\.json$/ });
    expect(link).toHaveAttribute("href", "blob:http://app.test/1");
    expect(link.getAttribute("download")).toMatch(/^wenlv-my-data-\d{8}\.json$/);
    expect(click).toHaveBeenCalledTimes(1);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]?.type).toBe("application/json;charset=utf-8");
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
  });

  it("offers 重试 when the information cannot be loaded", async () => {
    fakeApi({ "/api/uservice/user/personalInfo": { status: 502, body: "" } });
    renderAt(<PersonalInfoPage />, "/PersonalInfo");
    expect(await screen.findByRole("button", { name: "重试" })).toBeInTheDocument();
  });
});

describe("exportFileName", () => {
  it("uses the Shanghai calendar day", () => {
    expect(exportFileName(new Date("2026-11-20T16:30:00.000Z"))).toBe("wenlv-my-data-20261121.json");
  });
});

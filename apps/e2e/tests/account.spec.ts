import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { expect, test } from "../support/fixtures";
import { idCardNumber } from "../support/id-card";
import { cardLogin, phoneLogin, smsCodeAfter } from "../support/login";

// The account area on the default shell (issue 3): edit every profile screen, add an address
// through the national division picker, collect a scenic spot, care mode on /User, and delete the
// account, after which the old session no longer works.

async function mailCode(page: Page, to: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/mail-outbox?to=${encodeURIComponent(to)}`);
      code = ((await res.json()) as { data: { list: Array<{ code: string }> } }).data.list[0]?.code ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test("edit the profile: nickname, avatar, email, login password (and log in with it), real name", async ({ page }) => {
  await phoneLogin(page, "13977770001");
  await page.getByRole("link", { name: /个人资料/ }).click();
  await expect(page).toHaveURL(/\/UserInfo$/);
  await expectNoSeriousA11yViolations(page, "UserInfo");

  // Nickname.
  await page.goto("/ChangeNickname");
  await page.getByLabel("昵称").fill("平江路上的猫");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(/\/UserInfo$/);
  await expect(page.getByText("平江路上的猫")).toBeVisible();

  // Avatar: a real PNG, cropped and downscaled in the browser, stored by the API.
  await page.goto("/ChangeHeadImg");
  const png = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 900;
    canvas.height = 600;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no 2d context");
    ctx.fillStyle = "#0e8790";
    ctx.fillRect(0, 0, 900, 600);
    ctx.fillStyle = "#ffd700";
    ctx.fillRect(300, 150, 300, 300);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    return Array.from(new Uint8Array(await (blob as Blob).arrayBuffer()));
  });
  await page.locator('input[type="file"]').setInputFiles({ name: "garden.png", mimeType: "image/png", buffer: Buffer.from(png) });
  await page.getByRole("button", { name: "确定裁剪" }).click();
  await page.getByRole("button", { name: "上传头像" }).click();
  await expect(page).toHaveURL(/\/UserInfo$/);
  const avatar = page.locator('img[src*="/res/uploads/avatars/"]').first();
  await expect(avatar).toBeVisible();
  const avatarRes = await page.request.get((await avatar.getAttribute("src")) ?? "");
  expect(avatarRes.headers()["content-type"]).toBe("image/jpeg");

  // Email, with the code from the sandbox mail outbox.
  await page.goto("/ChangeEmail");
  await page.getByLabel("邮箱地址").fill("visitor@example.com");
  await page.getByRole("button", { name: "获取验证码" }).click();
  await page.getByLabel("验证码").fill(await mailCode(page, "visitor@example.com"));
  await page.getByRole("button", { name: "确认绑定" }).click();
  await expect(page).toHaveURL(/\/UserInfo$/);
  await expect(page.getByText("v***@example.com")).toBeVisible();

  // Login password, then log out and in again with it.
  await page.goto("/ChangePassword");
  await page.getByLabel("新密码", { exact: true }).fill("Suzhou2026");
  await page.getByLabel("确认新密码").fill("Suzhou2026");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(/\/UserInfo$/);
  await page.goto("/Setting");
  await page.getByRole("button", { name: "退出登录" }).click();
  await page.getByRole("dialog").getByRole("button", { name: /退出/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/PhoneLogin?mode=password");
  await page.getByLabel("手机号").fill("13977770001");
  await page.getByLabel("密码", { exact: true }).fill("Suzhou2026");
  await page.getByRole("checkbox", { name: /隐私政策/ }).check();
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/User$/);

  // Real name: a sandbox registry person under another name does not match; a new ID matches.
  await page.goto("/RealName");
  await page.getByRole("textbox", { name: "姓名" }).fill("张三");
  await page.getByRole("textbox", { name: "身份证号" }).fill("320508198512032460");
  await page.getByRole("checkbox", { name: /身份证号/ }).check();
  await page.getByRole("button", { name: "提交认证" }).click();
  // Shown in the form (and, for 2 s, in the section 8 toast).
  await expect(page.getByText("身份证号与姓名不一致").first()).toBeVisible();
  await page.getByRole("textbox", { name: "身份证号" }).fill(idCardNumber("19920615", 317));
  await page.getByRole("button", { name: "提交认证" }).click();
  await expect(page.getByText("已完成实名认证")).toBeVisible();
  // The mismatch toast fades out over its last frames at partial opacity, which axe would measure.
  await expect(page.locator(".adm-toast-mask")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "RealName verified");
});

test("payment password: six digits twice on the in-page keyboard, encrypted, confirmed by SMS code", async ({ page }) => {
  await cardLogin(page, "13977770011");
  await page.goto("/paymentPassword");
  for (const round of ["new", "confirm"]) {
    for (const digit of "258147") await page.getByRole("button", { name: digit, exact: true }).click();
    if (round === "new") await expect(page.getByText("请再次输入支付密码")).toBeVisible();
  }
  const code = await smsCodeAfter(page, "13977770011", () => page.getByRole("button", { name: "获取验证码" }).click());
  await page.getByLabel("验证码").fill(code);
  await page.getByRole("button", { name: "确认设置" }).click();
  await expect(page).toHaveURL(/\/UserInfo$/);
  await expect(page.getByRole("link", { name: "支付密码 已设置" })).toBeVisible();
});

test("change phone: a code to the old number, then the new number and its code", async ({ page }) => {
  await cardLogin(page, "13977770021");
  await page.goto("/ChangePhone");
  await expectNoSeriousA11yViolations(page, "ChangePhone");
  const oldCode = await smsCodeAfter(page, "13977770021", () => page.getByRole("button", { name: "获取验证码" }).click());
  await page.getByLabel("验证码").fill(oldCode);
  await page.getByRole("button", { name: "下一步" }).click();
  await page.getByRole("textbox", { name: "新手机号" }).fill("13977770022");
  const newCode = await smsCodeAfter(page, "13977770022", () => page.getByRole("button", { name: "获取验证码" }).click());
  await page.getByLabel("验证码").fill(newCode);
  await page.getByRole("button", { name: "确认更换" }).click();
  await expect(page).toHaveURL(/\/UserInfo$/);
  await expect(page.getByText("139****0022").first()).toBeVisible();
});

test("add an address through the division picker, a pick-up person, and collect a scenic spot", async ({ page }) => {
  await phoneLogin(page, "13977770003");
  await page.goto("/MyAddress");
  await page.getByRole("button", { name: "添加收货地址" }).first().click();
  await expect(page).toHaveURL(/\/MyAddressHandle/);
  await page.getByLabel("收货人").fill("陈小园");
  // Issue 9: a Hong Kong mobile (+852) is one of the phone regions, checked by its own rule.
  await page.getByRole("radio", { name: "中国香港 +852" }).check();
  await page.getByLabel("手机号").fill("51234567");
  await page.getByText("请选择省/市/区").click();
  const picker = page.locator(".adm-picker");
  await expect(picker).toBeVisible();
  // The picker opens at 江苏省 苏州市 (issue 9), not at the list's first province.
  await expect(picker.locator(".adm-picker-view-column").nth(0).getByLabel("当前选择的是：江苏省")).toBeAttached();
  await expect(picker.locator(".adm-picker-view-column").nth(1).getByLabel("当前选择的是：苏州市")).toBeAttached();
  for (const [column, name] of [[0, "江苏省"], [1, "苏州市"], [2, "姑苏区"]] as const) {
    // The wheel shows a few rows; an item off the wheel is still a click target for antd-mobile. A
    // click while the column is still settling can be lost, so repeat it until the wheel says so.
    const wheel = picker.locator(".adm-picker-view-column").nth(column);
    await expect(async () => {
      await wheel.getByText(name, { exact: true }).dispatchEvent("click");
      await expect(wheel.getByLabel(`当前选择的是：${name}`)).toBeAttached({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expectNoSeriousA11yViolations(page, "division picker");
  await picker.getByText("确定").click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole("button", { name: "所在地区" })).toHaveText("江苏省 苏州市 姑苏区");
  await page.getByLabel("详细地址").fill("平江路100号2幢301室");
  await expectNoSeriousA11yViolations(page, "MyAddressHandle");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(/\/MyAddress$/);
  await expect(page.getByText(/姑苏区/).first()).toBeVisible();
  await expect(page.getByText("默认").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "MyAddress");

  await page.goto("/MySelfHandle");
  await page.getByRole("button", { name: "添加取票人" }).first().click();
  await page.getByLabel("姓名").fill("陈小园");
  await page.getByLabel("手机号").fill("13977770004");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("陈小园")).toBeVisible();

  await page.goto("/ScenicDetail?id=1");
  const collect = page.getByRole("button", { name: "收藏", exact: true });
  await expect(collect).toHaveAttribute("aria-pressed", "false");
  await collect.click();
  await expect(collect).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("已加入收藏")).toBeAttached();
  await page.goto("/MyCollection");
  await expect(page.getByText("拙政园").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "MyCollection");
});

test("care mode: switched on in /Setting, /User becomes the care variant with larger text", async ({ page }) => {
  await phoneLogin(page, "13977770005");
  const normalSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  await page.goto("/Setting");
  await page.getByRole("switch", { name: /关怀模式/ }).click();
  await expect(page.locator("html")).toHaveAttribute("data-wl-care", "on");
  await page.goto("/User");
  await expect(page.getByRole("button", { name: "退出关怀模式" })).toBeVisible();
  const careSize = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector("main") ?? document.body).fontSize));
  expect(careSize).toBeGreaterThan(normalSize);
  await expectNoSeriousA11yViolations(page, "User (care)");
  // Persisted: a reload keeps it.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-wl-care", "on");
});

test("delete the account: every session ends at once", async ({ page }) => {
  await cardLogin(page, "13977770006");
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();
  await page.goto("/Logout");
  await expectNoSeriousA11yViolations(page, "Logout");
  const code = await smsCodeAfter(page, "13977770006", () => page.getByRole("button", { name: "获取验证码" }).click());
  await page.getByLabel("短信验证码").fill(code);
  await page.getByRole("button", { name: "申请注销账号" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "确认注销" }).click();
  await expect(page).toHaveURL(/\/LogoutNotice\?done=1/);
  await expect(page.getByText("注销申请已提交")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  const res = await page.request.post("/api/uservice/user/getMyInfo", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
  await page.goto("/User");
  await expect(page).toHaveURL(/\/PhoneLogin\?redirect=/);
});

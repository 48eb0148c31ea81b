import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_SOURCE_BYTES } from "../avatar-image";
import type * as CropImage from "../crop-image";
import { cropToAvatar } from "../crop-image";
import { loggedInStore, userInfo } from "../test-fixtures";
import { ChangeHeadImgPage } from "./change-head-img";

// jsdom cannot decode images or draw on a canvas: the crop itself is stubbed (its geometry is
// tested in avatar-image.test.ts); reading the file is real.
vi.mock("../crop-image", async (importOriginal) => ({
  ...(await importOriginal<typeof CropImage>()),
  cropToAvatar: vi.fn(),
}));

const CROPPED = "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==";
const setup = () => userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
const png = (bytes = 64) => new File([new Uint8Array(bytes)], "me.png", { type: "image/png" });

beforeEach(() => {
  vi.mocked(cropToAvatar).mockReset().mockResolvedValue(CROPPED);
});

// The cropper (react-easy-crop) and the file reader can still have a React update queued when a
// test ends; unmount and let it run now, not after jsdom is torn down (seen under a loaded CI).
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
});

describe("ChangeHeadImgPage", () => {
  it("picks, crops, previews and uploads the picture as a JPEG data URL", async () => {
    const fake = fakeApi({ "/api/uservice/user/uploadAvatar": ok(userInfo({ avatar: "/res/avatars/7.jpg" })) });
    const store = loggedInStore();
    renderAt(<ChangeHeadImgPage />, "/ChangeHeadImg", { store });
    const user = setup();
    await user.upload(screen.getByLabelText("选择图片"), png());
    expect(await screen.findByRole("group", { name: /裁剪区域/ })).toBeInTheDocument();
    const zoom = screen.getByRole("slider", { name: "缩放" });
    expect(zoom).toHaveAttribute("aria-valuenow", "1");

    await user.click(screen.getByRole("button", { name: "确定裁剪" }));
    const preview = await screen.findByRole("img", { name: "头像预览" });
    expect(preview).toHaveAttribute("src", CROPPED);
    expect(vi.mocked(cropToAvatar)).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/), null);

    await user.click(screen.getByRole("button", { name: "上传头像" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/UserInfo"));
    expect(fake.callsTo("/api/uservice/user/uploadAvatar")[0]?.fields.get("image")).toBe(CROPPED);
    expect(store.getState().session.user?.avatar).toBe("/res/avatars/7.jpg");
  });

  it("zooms with the slider's arrow keys, within 1-3", async () => {
    fakeApi({});
    renderAt(<ChangeHeadImgPage />, "/ChangeHeadImg", { store: loggedInStore() });
    const user = setup();
    await user.upload(screen.getByLabelText("选择图片"), png());
    const zoom = await screen.findByRole("slider", { name: "缩放" });
    zoom.focus();
    expect(zoom).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(zoom).toHaveAttribute("aria-valuenow", "1.1");
    await user.keyboard("{End}{ArrowUp}");
    expect(zoom).toHaveAttribute("aria-valuenow", "3");
    await user.keyboard("{Home}{ArrowDown}");
    expect(zoom).toHaveAttribute("aria-valuenow", "1");
  });

  it("refuses a file that is not an image", async () => {
    const fake = fakeApi({});
    renderAt(<ChangeHeadImgPage />, "/ChangeHeadImg", { store: loggedInStore() });
    await setup().upload(screen.getByLabelText("选择图片"), new File(["%PDF"], "a.pdf", { type: "application/pdf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("请选择图片文件（JPG、PNG、WebP 等）");
    expect(screen.queryByRole("group", { name: /裁剪区域/ })).not.toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it("refuses a picture over 10 MB", async () => {
    fakeApi({});
    renderAt(<ChangeHeadImgPage />, "/ChangeHeadImg", { store: loggedInStore() });
    await setup().upload(screen.getByLabelText("选择图片"), png(MAX_SOURCE_BYTES + 1));
    expect(await screen.findByRole("alert")).toHaveTextContent("图片不能超过10MB，请选择小一些的图片");
  });

  it("says so when the picture cannot be decoded", async () => {
    vi.mocked(cropToAvatar).mockRejectedValue(new Error("decode"));
    fakeApi({});
    renderAt(<ChangeHeadImgPage />, "/ChangeHeadImg", { store: loggedInStore() });
    const user = setup();
    await user.upload(screen.getByLabelText("选择图片"), png());
    await user.click(await screen.findByRole("button", { name: "确定裁剪" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("无法读取这张图片，请换一张");
  });

  it("shows the API's refusal and keeps the preview", async () => {
    fakeApi({ "/api/uservice/user/uploadAvatar": fail("图片格式不正确") });
    renderAt(<ChangeHeadImgPage />, "/ChangeHeadImg", { store: loggedInStore() });
    const user = setup();
    await user.upload(screen.getByLabelText("选择图片"), png());
    await user.click(await screen.findByRole("button", { name: "确定裁剪" }));
    await user.click(await screen.findByRole("button", { name: "上传头像" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("图片格式不正确");
    expect(screen.getByRole("img", { name: "头像预览" })).toBeInTheDocument();
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UserAvatar, avatarInitial } from "./user-avatar";

describe("UserAvatar", () => {
  it("shows the user's image, named by alt", () => {
    render(<UserAvatar src="https://img.test/a.png" name="alice" alt="alice的头像" />);
    expect(screen.getByRole("img", { name: "alice的头像" })).toHaveAttribute("src", "https://img.test/a.png");
  });

  it("draws the initial, decorative, when there is no image", () => {
    const { container } = render(<UserAvatar src="" name="alice" alt="alice的头像" />);
    expect(screen.queryByRole("img")).toBeNull();
    const initial = container.querySelector(".wl-user-avatar--initial");
    expect(initial?.textContent).toBe("A");
    expect(initial).toHaveAttribute("aria-hidden", "true");
  });
});

describe("avatarInitial", () => {
  it("takes the first character of the nickname", () => {
    expect(avatarInitial("alice")).toBe("A");
    expect(avatarInitial(" 游客1234")).toBe("游");
    expect(avatarInitial("𠇔明")).toBe("𠇔");
    expect(avatarInitial("")).toBe("?");
  });
});

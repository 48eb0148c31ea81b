import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductCard } from "./product-card";

const spot = {
  title: "拙政园",
  cover: "https://img.example.test/res/scenic/zhuozhengyuan.svg",
  subtitle: "姑苏区",
  tags: ["园林", "世界遗产", "5A景区", "第四个标签"],
  aLevel: 5,
  distanceM: 1234,
  minPriceFen: 8000,
};

describe("ProductCard", () => {
  it("loads a first-screen card's cover at once with high priority, the others lazily, all with their size", () => {
    render(
      <>
        <ProductCard {...spot} priority />
        <ProductCard {...spot} title="留园" coverAlt="留园" />
      </>,
    );
    const first = screen.getByRole("img", { name: "拙政园" });
    expect(first).not.toHaveAttribute("loading");
    expect(first).toHaveAttribute("fetchpriority", "high");
    const other = screen.getByRole("img", { name: "留园" });
    expect(other).toHaveAttribute("loading", "lazy");
    expect(other).not.toHaveAttribute("fetchpriority");
    for (const img of [first, other]) expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["112", "84"]);
  });

  it("shows cover with alt, A-level, tags, distance and starting price", () => {
    render(<ProductCard {...spot} />);
    const img = screen.getByRole("img", { name: "拙政园" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("src", spot.cover);
    expect(screen.getByText("5A")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("5A级景区")).toBeInTheDocument();
    expect(screen.getByText("园林")).toBeInTheDocument();
    expect(screen.queryByText("第四个标签")).toBeNull();
    expect(screen.getByText("1.2km")).toBeInTheDocument();
    expect(screen.getByText("距您1.2km")).toBeInTheDocument();
    expect(document.querySelector(".wl-price")).toHaveTextContent("¥80起");
  });

  it("uses metres under 1 km and hides badge, distance and price when absent", () => {
    const { rerender } = render(<ProductCard {...spot} distanceM={850} />);
    expect(screen.getByText("850m")).toBeInTheDocument();
    rerender(<ProductCard {...spot} aLevel={0} distanceM={null} minPriceFen={null} coverAlt="拙政园远香堂" />);
    expect(screen.queryByText("5A")).toBeNull();
    expect(screen.queryByText(/km|m$/)).toBeNull();
    expect(screen.getByText("暂无票价")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "拙政园远香堂" })).toBeInTheDocument();
  });

  it("is one button when clickable", async () => {
    const onClick = vi.fn();
    render(<ProductCard {...spot} onClick={onClick} />);
    await userEvent.click(screen.getByRole("button", { name: /拙政园/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is a link with href, handing the click to onClick for in-app navigation", async () => {
    const onClick = vi.fn();
    render(<ProductCard {...spot} href="/ScenicDetail?id=1" onClick={onClick} />);
    const link = screen.getByRole("link", { name: /拙政园/ });
    expect(link).toHaveAttribute("href", "/ScenicDetail?id=1");
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

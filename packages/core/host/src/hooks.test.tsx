import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useNavigate } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { usePageViewTracking, useStoredLocation } from "./hooks";
import { saveLocation } from "./location-store";

function Where() {
  const point = useStoredLocation();
  return <p>{point ? `${point.lng},${point.lat}` : "unknown"}</p>;
}

describe("useStoredLocation", () => {
  it("re-renders when a fix is saved", () => {
    render(<Where />);
    expect(screen.getByText("unknown")).toBeInTheDocument();
    act(() => saveLocation(sessionStorage, { lng: 120.633, lat: 31.321 }, { lng: 120.628, lat: 31.323 }));
    expect(screen.getByText("120.633,31.321")).toBeInTheDocument();
  });
});

describe("usePageViewTracking", () => {
  it("tracks the first page and every navigation with its query", async () => {
    const send = vi.fn().mockResolvedValue({});
    let go: ((to: string) => void) | undefined;
    function Shell() {
      usePageViewTracking(send);
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return null;
    }
    render(
      <MemoryRouter initialEntries={["/"]}>
        <Routes>
          <Route path="*" element={<Shell />} />
        </Routes>
      </MemoryRouter>,
    );
    await act(async () => go?.("/ScenicDetail?id=7"));
    await act(async () => go?.("/User"));
    expect(send.mock.calls.map((c) => c[1].param)).toEqual(["/", "/ScenicDetail?id=7", "/User"]);
  });
});

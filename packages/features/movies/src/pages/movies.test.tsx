import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Page } from "@wenlv/contract/envelope";
import type { CinemaListItem, MovieListItem } from "@wenlv/contract/movies";
import { fail, fakeApi, ok, renderAt, type FakeReply } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { neZhaDetail, neZhaItem, yushanCinema, yushanDetail } from "../test-fixtures";
import { CinemaDetailPage } from "./cinema-detail";
import { MovieDetailPage } from "./movie-detail";
import { MovieInfoPage } from "./movie-info";
import { MoviesPage } from "./movies";

const page = <T,>(list: T[]): Page<T> => ({ list, total: list.length, page: 1, page_size: 10 });

function movieApi(more: Record<string, FakeReply | (() => FakeReply)> = {}) {
  return fakeApi({
    "/api/movie/list": ok(page<MovieListItem>([neZhaItem])),
    "/api/movie/cinemas": ok(page<CinemaListItem>([yushanCinema])),
    "/api/movie/detail": ok(neZhaDetail),
    "/api/cinema/detail": ok(yushanDetail),
    ...more,
  });
}

describe("/Movies", () => {
  it("lists the films showing across Suzhou with genres, running time, cinemas and the cheapest seat, each opening its detail", async () => {
    const fake = movieApi();
    const user = userEvent.setup();
    renderAt(<MoviesPage />, "/Movies");
    const card = await screen.findByRole("link", { name: /哪吒之魔童闹海/ });
    expect(card).toHaveTextContent("动画 / 奇幻 · 144分钟");
    expect(card).toHaveTextContent("8家影院上映");
    expect(card).toHaveTextContent("¥45起");
    expect(fake.callsTo("/api/movie/list")[0]!.fields.has("area_code")).toBe(false);
    await user.click(card);
    expect(await screen.findByTestId("location")).toHaveTextContent("/MovieDetail?id=7");
  });

  it("on /MoviesChangShu lists 常熟's films and cinemas (area 320581) and links to the ChangShu screens", async () => {
    const fake = movieApi();
    const user = userEvent.setup();
    renderAt(<MoviesPage />, "/MoviesChangShu");
    expect(await screen.findByRole("link", { name: /哪吒之魔童闹海/ })).toHaveAttribute("href", "/MovieDetailChangShu?id=7");
    expect(fake.callsTo("/api/movie/list")[0]!.fields.get("area_code")).toBe("320581");
    await user.click(screen.getByRole("tab", { name: "影院" }));
    const cinema = await screen.findByRole("link", { name: /常熟虞山影城/ });
    expect(cinema).toHaveAttribute("href", "/CinemaDetailChangShu?id=3");
    expect(cinema).toHaveTextContent("普通厅");
    expect(fake.callsTo("/api/movie/cinemas")[0]!.fields.get("area_code")).toBe("320581");
  });

  it("searches titles, says when nothing matches and offers every film again", async () => {
    const fake = movieApi({ "/api/movie/list": () => ok(page<MovieListItem>([])) });
    const user = userEvent.setup();
    renderAt(<MoviesPage />, "/Movies?keyword=无此片");
    expect(await screen.findByText("没有找到与“无此片”相关的影片")).toBeInTheDocument();
    expect(fake.callsTo("/api/movie/list")[0]!.fields.get("keyword")).toBe("无此片");
    await user.click(screen.getByRole("button", { name: "查看全部影片" }));
    await waitFor(() => expect(fake.callsTo("/api/movie/list").at(-1)!.fields.has("keyword")).toBe(false));
  });

  it("shows the failure with 重试, which asks again", async () => {
    let calls = 0;
    movieApi({ "/api/movie/list": () => (++calls === 1 ? fail("服务繁忙") : ok(page<MovieListItem>([neZhaItem]))) });
    const user = userEvent.setup();
    renderAt(<MoviesPage />, "/Movies");
    await user.click(await screen.findByRole("button", { name: /重试/ }));
    expect(await screen.findByRole("link", { name: /哪吒之魔童闹海/ })).toBeInTheDocument();
  });
});

describe("/MovieDetail", () => {
  it("shows the poster, facts and synopsis, and the cinemas showing the film, each opening its showtimes", async () => {
    const fake = movieApi();
    const user = userEvent.setup();
    renderAt(<MovieDetailPage />, "/MovieDetail?id=7");
    expect(await screen.findByRole("heading", { level: 2, name: "哪吒之魔童闹海" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "哪吒之魔童闹海" })).toHaveAttribute("src", neZhaItem.cover);
    expect(screen.getByText("饺子")).toBeInTheDocument();
    expect(screen.getByText("144分钟")).toBeInTheDocument();
    expect(screen.getByText(/天劫之后/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "影片资料" })).toHaveAttribute("href", "/MovieInfo?id=7");
    const cinemas = screen.getByRole("region", { name: "选择影院" });
    await user.click(await within(cinemas).findByRole("link", { name: /常熟虞山影城/ }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/MovieCheck?id=7&cinema=3");
    expect(fake.callsTo("/api/movie/cinemas")[0]!.fields.get("movie_id")).toBe("7");
  });

  it("on /MovieDetailChangShu lists 常熟's cinemas and books through /MovieCheckChangshu", async () => {
    const fake = movieApi();
    renderAt(<MovieDetailPage />, "/MovieDetailChangShu?id=7");
    const cinemas = await screen.findByRole("region", { name: "常熟市上映的影院" });
    expect(await within(cinemas).findByRole("link", { name: /常熟虞山影城/ })).toHaveAttribute("href", "/MovieCheckChangshu?id=7&cinema=3");
    expect(fake.callsTo("/api/movie/cinemas")[0]!.fields.get("area_code")).toBe("320581");
  });

  it("leads back to the list for a link without a film", async () => {
    movieApi();
    renderAt(<MovieDetailPage />, "/MovieDetail");
    expect(await screen.findByText("没有找到这部影片，链接可能已失效")).toBeInTheDocument();
  });
});

describe("/MovieInfo", () => {
  it("shows the full synopsis, cast and the source", async () => {
    movieApi();
    renderAt(<MovieInfoPage />, "/MovieInfo?id=7");
    expect(await screen.findByText("天劫之后，哪吒与敖丙的灵魂保住了，但肉身很快会魂飞魄散。")).toBeInTheDocument();
    expect(screen.getByText("吕艳婷 / 囧森瑟夫")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "猫眼电影（在新窗口打开）" })).toHaveAttribute("href", "https://example.org/ne-zha-2");
  });
});

describe("/CinemaDetail", () => {
  it("shows the cinema, its halls and its films with prices, each film opening its showtimes here", async () => {
    movieApi();
    const user = userEvent.setup();
    renderAt(<CinemaDetailPage />, "/CinemaDetail?id=3");
    expect(await screen.findByRole("heading", { level: 2, name: "常熟虞山影城" })).toBeInTheDocument();
    expect(screen.getByText("1号厅 · 普通厅 · 14座")).toBeInTheDocument();
    expect(screen.getByText("情侣厅 · 情侣厅 · 8座")).toBeInTheDocument();
    const films = screen.getByRole("region", { name: "上映影片" });
    expect(films).toHaveTextContent("¥45起");
    expect(films).toHaveTextContent("情侣座 ¥100/对");
    await user.click(within(films).getByRole("button", { name: "购买《哪吒之魔童闹海》" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/MovieCheck?id=7&cinema=3");
  });

  it("on /CinemaDetailChangShu books through /MovieCheckChangshu", async () => {
    movieApi();
    const user = userEvent.setup();
    renderAt(<CinemaDetailPage />, "/CinemaDetailChangShu?id=3");
    await user.click(await screen.findByRole("button", { name: "购买《哪吒之魔童闹海》" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/MovieCheckChangshu?id=7&cinema=3");
  });
});

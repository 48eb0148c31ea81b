import { getApiClientConfig } from "@wenlv/api-client";
import type { AreaCode } from "@wenlv/contract/areas";
import { useLocation } from "react-router-dom";

/** 常熟's area code (spec section 3): the ChangShu screens show the films and cinemas of 常熟. */
export const CHANGSHU_AREA: AreaCode = "320581";

/** The film screens' paths in one variant (spec section 2 lists ChangShu twins of four of them). */
export type MoviePaths = { list: string; detail: string; cinema: string; check: string };

const DEFAULT_PATHS: MoviePaths = { list: "/Movies", detail: "/MovieDetail", cinema: "/CinemaDetail", check: "/MovieCheck" };
const CHANGSHU_PATHS: MoviePaths = { list: "/MoviesChangShu", detail: "/MovieDetailChangShu", cinema: "/CinemaDetailChangShu", check: "/MovieCheckChangshu" };

/** The variant of the film screens: `area` the district they show (undefined: all of Suzhou) and the paths they link to. */
export type MovieVariant = { changshu: boolean; area: AreaCode | undefined; paths: MoviePaths };

/**
 * The variant of a film screen at `pathname` for the shell's `partnerCode`: the ChangShu paths
 * (/MoviesChangShu, /MovieDetailChangShu, /CinemaDetailChangShu, /MovieCheckChangshu; the spec's
 * spellings, matched without case) and every film screen of the changshu shell show 常熟's cinemas
 * (area_code 320581) and link to the ChangShu paths; the others show all of Suzhou.
 */
export function movieVariant(pathname: string, partnerCode: string): MovieVariant {
  const changshu = partnerCode === "changshu" || /changshu$/i.test(pathname);
  return changshu ? { changshu, area: CHANGSHU_AREA, paths: CHANGSHU_PATHS } : { changshu, area: undefined, paths: DEFAULT_PATHS };
}

/** {@link movieVariant} of the current page and shell. */
export function useMovieVariant(): MovieVariant {
  const { pathname } = useLocation();
  return movieVariant(pathname, getApiClientConfig().partnerCode);
}

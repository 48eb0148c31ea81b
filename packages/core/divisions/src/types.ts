/** A district (区/县): [code (6 digits, or 9 for towns where a city has no districts), name]. */
export type DistrictTuple = [code: string, name: string];
/** A city (市): [code (4 digits), name, districts]. */
export type CityTuple = [code: string, name: string, districts: DistrictTuple[]];
/** A province (省/自治区/直辖市/特别行政区): [code (2 digits), name, cities]. */
export type ProvinceTuple = [code: string, name: string, cities: CityTuple[]];

/** A district resolved to its full path: codes and names of province, city and district. */
export type ResolvedDistrict = {
  provinceCode: string;
  province: string;
  cityCode: string;
  city: string;
  districtCode: string;
  district: string;
};

/** One option of a cascading picker (antd-mobile CascadePicker / Cascader shape). */
export type DivisionOption = { label: string; value: string; children?: DivisionOption[] };

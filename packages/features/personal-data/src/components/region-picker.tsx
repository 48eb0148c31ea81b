import { DEFAULT_REGION_CODES, formatDistrict, resolveDistrict, type ResolvedDistrict } from "@wenlv/divisions";
import { Button, CascadePicker } from "antd-mobile";
import { useState } from "react";
import { useDivisions } from "../divisions";
import { usePersonalDataT } from "../i18n";

export type RegionPickerProps = {
  /** Id of the button (the field's label points at it); given by FormField. */
  id?: string;
  /** The district picked, or null before one is made; given by the form. */
  value?: ResolvedDistrict | null;
  /** Called with the district picked (a full three-level pick). */
  onChange?: (district: ResolvedDistrict) => void;
};

/**
 * 所在地区: a button that opens antd-mobile's CascadePicker over province -> city -> district
 * (@wenlv/divisions: NBS 2023 codes and Macau, toPickerOptions). The division data loads lazily
 * when the form mounts; until then the picker shows its loading state, and a failed load offers 重试.
 * The path being picked shows under the picker's title. A first pick starts at 江苏省 苏州市 (the
 * platform's city), not at the list's first province; municipalities show no 市辖区 (issue 9).
 */
export function RegionPicker({ id, value, onChange }: RegionPickerProps) {
  const { t } = usePersonalDataT();
  const { state, retry } = useDivisions();
  const [open, setOpen] = useState(false);
  // What the wheels show while picking, under the title ("江苏省 苏州市 姑苏区").
  const [selecting, setSelecting] = useState("");
  const text = value ? formatDistrict(value) : "";

  const confirm = (codes: (string | null)[]) => {
    const district = codes[2];
    if (state.status !== "ready" || !district) return;
    const resolved = resolveDistrict(state.divisions, district);
    if (resolved) onChange?.(resolved);
  };

  return (
    <>
      <button id={id} type="button" className={text ? "wl-pd-region" : "wl-pd-region wl-pd-region--empty"} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {text || t("addressForm.regionPlaceholder")}
      </button>
      {state.status === "error" ? (
        <p className="wl-account-error" role="alert">
          {t("addressForm.regionFailed")}{" "}
          <Button size="mini" fill="outline" onClick={retry}>
            {t("common.retry")}
          </Button>
        </p>
      ) : null}
      <CascadePicker
        title={
          <span className="wl-pd-picker-title">
            {t("addressForm.pickerTitle")}
            <span className="wl-pd-picker-title__path">{selecting}</span>
          </span>
        }
        confirmText={t("common.confirm")}
        cancelText={t("common.cancel")}
        options={state.status === "ready" ? state.options : []}
        loading={state.status !== "ready"}
        loadingContent={t("addressForm.regionLoading")}
        visible={open}
        value={value ? [value.provinceCode, value.cityCode, value.districtCode] : [...DEFAULT_REGION_CODES]}
        onSelect={(_codes, extend) => setSelecting(extend.items.map((item) => item?.label ?? "").join(" "))}
        onClose={() => setOpen(false)}
        onConfirm={(codes) => confirm(codes.map((code) => (code === null ? null : String(code))))}
      />
    </>
  );
}

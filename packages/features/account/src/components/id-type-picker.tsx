import { ZIdType, type IdType } from "@wenlv/contract/id-types";
import { Picker } from "antd-mobile";
import { useState } from "react";
import { useAccountT } from "../i18n";

export type IdTypePickerProps = {
  /** Id of the button (the field's label points at it); given by FormField. */
  id?: string;
  /** The document type picked; given by the form. */
  value?: IdType;
  onChange?: (type: IdType) => void;
};

/**
 * 证件类型 of the traveller form: a button showing the type, which opens antd-mobile's Picker over
 * the five document types of contract ZIdType.
 */
export function IdTypePicker({ id, value, onChange }: IdTypePickerProps) {
  const t = useAccountT();
  const [open, setOpen] = useState(false);
  const columns = [ZIdType.options.map((type) => ({ label: t(`idTypes.${type}`), value: type }))];
  return (
    <>
      <button id={id} type="button" className="wl-contact-form__select" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {value ? t(`idTypes.${value}`) : ""}
      </button>
      <Picker
        title={t("form.idType")}
        confirmText={t("form.idTypeConfirm")}
        cancelText={t("form.idTypeCancel")}
        columns={columns}
        visible={open}
        value={value ? [value] : []}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => {
          const type = ZIdType.options.find((option) => option === picked[0]);
          if (type) onChange?.(type);
        }}
      />
    </>
  );
}

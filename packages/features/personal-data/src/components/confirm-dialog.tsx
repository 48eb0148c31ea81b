import { Dialog } from "antd-mobile";
import type { ReactNode } from "react";
import { usePersonalDataT } from "../i18n";

export type ConfirmDialogProps = {
  visible: boolean;
  title: ReactNode;
  content: ReactNode;
  /** Text of the red confirm button (删除, 确认注销 ...). */
  confirmText: string;
  /** True while the action runs: the confirm button is disabled. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A controlled two-button dialog (取消 / a dangerous action) that stays open while the action runs. */
export function ConfirmDialog({ visible, title, content, confirmText, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = usePersonalDataT();
  return (
    <Dialog
      bodyClassName="wl-dialog"
      visible={visible}
      title={title}
      content={content}
      closeOnAction={false}
      onClose={onCancel}
      actions={[
        [
          { key: "cancel", text: t("common.cancel"), onClick: onCancel },
          { key: "confirm", text: confirmText, danger: true, bold: true, disabled: busy, onClick: onConfirm },
        ],
      ]}
    />
  );
}

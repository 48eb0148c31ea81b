import { useT } from "@wenlv/i18n";
import { Dialog } from "antd-mobile";
import type { ReactNode } from "react";

export type ConfirmDialogProps = {
  visible: boolean;
  title: ReactNode;
  content: ReactNode;
  /** Text of the red confirm button (删除, 确认注销, 取消订单 ...). */
  confirmText: string;
  /** Text of the button that keeps things as they are; default 取消 (common:cancel). */
  cancelText?: string;
  /** True while the action runs: the confirm button is disabled and the dialog stays open. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A controlled two-button dialog before a dangerous action (delete, log out, cancel an order): the
 * keep button and the red confirm button; it stays open while the action runs.
 */
export function ConfirmDialog({ visible, title, content, confirmText, cancelText, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useT();
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
          { key: "cancel", text: cancelText ?? t("cancel"), onClick: onCancel },
          { key: "confirm", text: confirmText, danger: true, bold: true, disabled: busy, onClick: onConfirm },
        ],
      ]}
    />
  );
}

import { AlertDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { buttonStyles } from '@web/components/ui/button';
import { useAdminTranslation } from '../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The spec's question ("Are you sure you want to delete this product?"). */
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** The button that backs out ("Cancel" unless the action itself is a cancellation: "Keep Order"). */
  cancelLabel?: string;
  /** While the action runs the buttons are disabled and the label says so (no double submit). */
  pending?: boolean;
  pendingLabel?: string;
  onConfirm: () => void;
  /** Red for what destroys or takes back (the default), the brand's colour for an ordinary change. */
  tone?: 'danger' | 'default';
}

/**
 * A confirmation that keeps focus inside until answered; Cancel has focus first, so Enter never deletes by accident.
 * Once closed, the focus goes back to the button that opened it while that button is still on the page (after Cancel).
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, pending = false, pendingLabel, onConfirm, tone = 'danger' }: ConfirmDialogProps) {
  const { t } = useAdminTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-950">{title}</AlertDialog.Title>
          {description ? <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description> : <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel disabled={pending} className={buttonStyles({ variant: 'secondary' })}>
              {cancelLabel ?? t('common.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={pending}
              onClick={onConfirm}
              className={buttonStyles(tone === 'danger' ? { className: 'bg-red-700 hover:bg-red-800' } : {})}
            >
              {pending ? (pendingLabel ?? t('common.deleting')) : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { cn } from '@web/lib/cn';

/** Widths: a short form, or a wide editor with tabs (most of a laptop screen, the whole width of a phone). */
const SIZES = { md: 'max-w-lg', xl: 'max-w-5xl' } as const;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** Where focus goes back on close when the dialog was not opened by a Radix trigger. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  size?: keyof typeof SIZES;
  /** Stays in view below the scrolling content (a form's Save and Cancel). */
  footer?: ReactNode;
  children: ReactNode;
}

/** A modal panel: focus is trapped inside, Escape and the close button close it, focus returns to the opener. */
export function Dialog({ open, onOpenChange, title, description, closeLabel, returnFocusRef, size = 'md', footer, children }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef?.current) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl',
            SIZES[size],
          )}>
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-4 sm:px-6">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold text-slate-950">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close className="-mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </DialogPrimitive.Close>
          </div>
          <div className="overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
          {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-6">{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

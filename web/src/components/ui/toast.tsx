import { X } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';

/** How long a toast stays on screen (storefront spec §9: 5000 ms, at most one visible). */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ActiveToast extends ToastOptions {
  id: number;
}

let current: ActiveToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function setCurrent(next: ActiveToast | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;

/** Shows a toast (already translated texts); a new toast replaces the one on screen. Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  setCurrent({ ...options, id });
  return id;
}

/** Hides the given toast, or whichever is on screen. */
export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) setCurrent(null);
}

const VARIANT_STYLES: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  error: 'border-red-200 bg-red-50 text-red-950',
};

/**
 * The toast region, mounted once in the app shell. The live region stays in the page so screen
 * readers announce each new toast; hovering or focusing a toast pauses its timer.
 */
export function Toaster() {
  const { t } = useTranslation();
  const active = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTimer = () => clearTimeout(timer.current);
  const startTimer = (id: number) => {
    stopTimer();
    timer.current = setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  };

  useEffect(() => {
    if (!active) return;
    const id = active.id;
    timer.current = setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
    return () => clearTimeout(timer.current);
  }, [active]);

  return (
    <section
      aria-label={t('toast.region')}
      // While a modal dialog is open (it locks the page's scroll), toasts show at the top left, clear of its Save button.
      className="pointer-events-none fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col p-4 [body[data-scroll-locked]_&]:top-0 [body[data-scroll-locked]_&]:right-auto [body[data-scroll-locked]_&]:bottom-auto [body[data-scroll-locked]_&]:left-0"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {active && (
          <div
            key={active.id}
            data-testid="toast"
            data-variant={active.variant ?? 'default'}
            onMouseEnter={stopTimer}
            onMouseLeave={() => startTimer(active.id)}
            onFocus={stopTimer}
            onBlur={() => startTimer(active.id)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') dismissToast(active.id);
            }}
            className={cn(
              'pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg',
              VARIANT_STYLES[active.variant ?? 'default'],
            )}
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold">{active.title}</p>
              {active.description && <p className="mt-1 text-sm opacity-90">{active.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(active.id)}
              className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
              aria-label={t('toast.close')}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

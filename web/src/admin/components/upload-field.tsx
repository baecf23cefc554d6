import { FileText, Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { imageSrcSet } from '@domain/images';
import { HERO_UPLOAD_MESSAGES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TOO_LARGE, type UploadKind, type UploadResponse } from '@domain/schemas/uploads';
import { toast } from '@web/components/ui/toast';
import { toApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useAdminTranslation } from '../i18n';
import { useAdminMessage } from './admin-messages';

const MESSAGES = { ...UPLOAD_MESSAGES, ...HERO_UPLOAD_MESSAGES };

/** What the file chooser offers and the hint under it, per kind (the server decides from the bytes anyway). */
const ACCEPT: Record<UploadKind, string> = { image: 'image/jpeg,image/png,image/webp,image/gif', hero: 'image/jpeg,image/png,image/webp', document: 'application/pdf' };
const HINT = { image: 'common.upload.imageHint', hero: 'common.upload.heroHint', document: 'common.upload.documentHint' } as const satisfies Record<UploadKind, string>;

/** Sends one file to the upload port, reporting progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function uploadFile(file: File, kind: UploadKind, onProgress: (percent: number) => void): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/uploads?kind=${kind}`);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as UploadResponse);
      else reject(toApiError(request.status, request.response, request.statusText));
    };
    request.onerror = () => reject(toApiError(0, undefined, 'The server could not be reached.'));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

export interface UploadFieldProps {
  label: string;
  kind: UploadKind;
  /** The stored URL (an image's widest WebP, or a PDF). */
  value: string | null;
  onChange: (url: string | null, upload?: UploadResponse) => void;
  error?: string;
  className?: string;
}

/** A file chooser that uploads at once, with a progress bar, the spec's success and failure toasts, and a preview. */
export function UploadField({ label, kind, value, onChange, error, className }: UploadFieldProps) {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('common.upload.messages', MESSAGES);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const message = failure ?? error;

  const fail = (text: string) => {
    setFailure(text);
    toast({ title: t('common.upload.error'), description: text || t('common.upload.failed'), variant: 'error' });
  };

  const upload = (file: File) => {
    setFailure(null);
    // The server refuses it anyway; saying so at once spares sending megabytes first.
    if (file.size > UPLOAD_MAX_BYTES[kind]) return fail(translate(UPLOAD_TOO_LARGE[kind]));
    setProgress(0);
    uploadFile(file, kind, setProgress).then(
      (answer) => {
        setProgress(null);
        onChange(answer.url, answer);
        toast({ title: t('common.upload.success'), description: t('common.upload.successBody'), variant: 'success' });
      },
      (cause: unknown) => {
        setProgress(null);
        fail(cause instanceof Error && cause.message ? translate(cause.message) : t('common.upload.failed'));
      },
    );
  };

  return (
    <div className={className}>
      <p id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          kind !== 'document' ? (
            <img src={value} srcSet={imageSrcSet(value)} sizes="96px" alt="" className="size-24 rounded-md bg-slate-100 object-contain ring-1 ring-slate-200" />
          ) : (
            <a href={value} className="flex items-center gap-2 text-sm text-brand-800 underline" target="_blank" rel="noreferrer">
              <FileText aria-hidden="true" className="size-4" />
              {value.split('/').pop()}
            </a>
          )
        ) : null}
        <input
          ref={input}
          id={id}
          type="file"
          className="sr-only"
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          accept={ACCEPT[kind]}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload(file);
          }}
        />
        <button
          id={`${id}-button`}
          type="button"
          disabled={progress !== null}
          onClick={() => input.current?.click()}
          className="inline-flex h-9 items-center gap-2 rounded-md bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 disabled:opacity-60"
        >
          <Upload aria-hidden="true" className="size-4" />
          {t('common.upload.choose')}
        </button>
        {value && progress === null ? (
          <button type="button" onClick={() => onChange(null)} className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100">
            <X aria-hidden="true" className="size-4" />
            {t('common.upload.remove')}
          </button>
        ) : null}
      </div>
      {progress !== null ? (
        <div className="mt-2">
          <progress max={100} value={progress} aria-label={t('common.upload.uploading', { percent: progress })} className="h-2 w-full max-w-xs" />
          <p role="status" className="text-xs text-slate-600">
            {t('common.upload.uploading', { percent: progress })}
          </p>
        </div>
      ) : null}
      <p id={`${id}-hint`} className={cn('mt-1 text-xs text-slate-600')}>
        {t(HINT[kind])}
      </p>
      {message ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

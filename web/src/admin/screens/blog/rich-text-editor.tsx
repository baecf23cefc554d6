import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Pilcrow, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadResponse } from '@domain/schemas/uploads';
import { toast } from '@web/components/ui/toast';
import { useAdminMessage } from '../../components/admin-messages';
import { useAdminTranslation } from '../../i18n';

export interface RichTextEditorProps {
  /** The HTML the editor starts from (read once). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The id of the element naming the editor (the field's label). */
  labelId: string;
  error?: string;
  errorId?: string;
  onBlur?: () => void;
  /**
   * Sends a picture to the upload port (upload-field's uploadFile). Given by the form, so this chunk holds only the
   * editor and the storefront's shared chunks keep their shape.
   */
  uploadImage: (file: File, onProgress: (percent: number) => void) => Promise<UploadResponse>;
}

/** Where a link may point: the web, mail, a phone, or a page of the shop; what the server's allow-list keeps. */
const LINK_TARGET = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/))\S+$/i;

const LINK_PLACEHOLDER = 'https://';

/**
 * Class names joined, falsy ones left out. The shop's `cn` is not imported here on purpose: a new importer of it would
 * split the storefront's first shared chunk in two (one more request on every page).
 */
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A picture's description from its file name ("r-32-cylinder.jpg" → "r 32 cylinder"), which the admin can edit after. */
const altFromFileName = (name: string) => name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim();

/**
 * The post body's rich-text editor (TipTap, running in the page: no cloud, no key), about 500 px high, with headings,
 * bold, italic, lists, quotes, links and pictures uploaded through the upload port. Loaded only with the blog form.
 */
export function RichTextEditor({ initialHtml, onChange, labelId, error, errorId, onBlur, uploadImage }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, codeBlock: false, code: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } }),
      Image.configure({ inline: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', ...(errorId ? { 'aria-describedby': errorId } : {}) } : {}),
        class: classes(
          'min-h-full px-4 py-3 text-slate-900 focus:outline-none',
          '[&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_p]:mt-2',
          '[&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6',
          '[&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:italic',
          '[&_img]:my-3 [&_img]:max-h-80 [&_img]:rounded-md [&_img.ProseMirror-selectednode]:ring-2 [&_img.ProseMirror-selectednode]:ring-brand-500',
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  return (
    <div className={classes('overflow-hidden rounded-md border bg-white', error ? 'border-red-600' : 'border-slate-300', 'focus-within:ring-2 focus-within:ring-brand-500')}>
      <Toolbar editor={editor} uploadImage={uploadImage} />
      <div className="h-[500px] overflow-y-auto">
        <EditorContent editor={editor} className="h-full [&>div]:min-h-full" />
      </div>
    </div>
  );
}

function Toolbar({ editor, uploadImage }: { editor: Editor; uploadImage: RichTextEditorProps['uploadImage'] }) {
  const { t } = useAdminTranslation();
  const translateUpload = useAdminMessage('common.upload.messages', UPLOAD_MESSAGES);
  const linkInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      // The picture the admin clicked, whose description (alt text) the panel below the toolbar edits.
      image: e.isActive('image') ? { src: String(e.getAttributes('image').src ?? ''), alt: String(e.getAttributes('image').alt ?? '') } : null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const failImage = (message: string) => toast({ title: t('blog.editor.imageFailed'), description: message, variant: 'error' });
  const insertImage = (file: File) => {
    if (file.size > UPLOAD_MAX_BYTES.image) return failImage(translateUpload(UPLOAD_MESSAGES.tooLarge));
    setProgress(0);
    uploadImage(file, setProgress).then(
      (answer) => {
        setProgress(null);
        chain().setImage({ src: answer.url, alt: altFromFileName(file.name) }).run();
      },
      (cause: unknown) => {
        setProgress(null);
        failImage(cause instanceof Error && cause.message ? translateUpload(cause.message) : t('common.upload.failed'));
      },
    );
  };

  const openLink = () => {
    setLinkHref(String(editor.getAttributes('link').href ?? ''));
    setLinkOpen((open) => !open);
  };
  const applyLink = () => {
    const href = linkHref.trim();
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else if (LINK_TARGET.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
    else return;
    setLinkOpen(false);
  };

  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div role="toolbar" aria-label={t('blog.editor.toolbar')} className="flex flex-wrap items-center gap-1 p-1.5">
        <ToolButton icon={Pilcrow} label={t('blog.editor.paragraph')} active={state.paragraph} onClick={() => chain().setParagraph().run()} />
        <ToolButton icon={Heading2} label={t('blog.editor.heading2')} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
        <ToolButton icon={Heading3} label={t('blog.editor.heading3')} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
        <Separator />
        <ToolButton icon={Bold} label={t('blog.editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()} />
        <ToolButton icon={Italic} label={t('blog.editor.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()} />
        <Separator />
        <ToolButton icon={List} label={t('blog.editor.bulletList')} active={state.bulletList} onClick={() => chain().toggleBulletList().run()} />
        <ToolButton icon={ListOrdered} label={t('blog.editor.orderedList')} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()} />
        <ToolButton icon={Quote} label={t('blog.editor.quote')} active={state.quote} onClick={() => chain().toggleBlockquote().run()} />
        <Separator />
        <ToolButton icon={Link2} label={t('blog.editor.link')} active={state.link} expanded={linkOpen} onClick={openLink} />
        <ToolButton icon={ImagePlus} label={t('blog.editor.image')} disabled={progress !== null} onClick={() => fileInput.current?.click()} />
        <Separator />
        <ToolButton icon={Undo2} label={t('blog.editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
        <ToolButton icon={Redo2} label={t('blog.editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) insertImage(file);
          }}
        />
        {progress !== null ? (
          <span role="status" className="ml-2 text-xs text-slate-600">
            {t('blog.editor.imageUploading', { percent: progress })}
          </span>
        ) : null}
      </div>
      {linkOpen ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 px-2 py-2">
          <label htmlFor={linkInputId} className="text-sm font-medium text-slate-800">
            {t('blog.editor.linkAddress')}
          </label>
          <input
            id={linkInputId}
            type="url"
            value={linkHref}
            placeholder={LINK_PLACEHOLDER}
            onChange={(event) => setLinkHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
            }}
            className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
          />
          <SmallButton onClick={applyLink}>{t('blog.editor.applyLink')}</SmallButton>
          {state.link ? (
            <SmallButton
              onClick={() => {
                chain().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              {t('blog.editor.removeLink')}
            </SmallButton>
          ) : null}
        </div>
      ) : null}
      {state.image ? <ImageDescription key={state.image.src} alt={state.image.alt} onApply={(alt) => editor.chain().updateAttributes('image', { alt }).run()} /> : null}
    </div>
  );
}

/** The selected picture's description, read by screen readers and shown when the picture cannot load. */
function ImageDescription({ alt, onApply }: { alt: string; onApply: (alt: string) => void }) {
  const { t } = useAdminTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState(alt);
  const apply = () => onApply(draft.replace(/\s+/g, ' ').trim());
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 px-2 py-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {t('blog.editor.imageAlt')}
      </label>
      <input
        id={inputId}
        type="text"
        value={draft}
        maxLength={300}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
      />
      <SmallButton onClick={apply}>{t('blog.editor.applyImageAlt')}</SmallButton>
    </div>
  );
}

function ToolButton({ icon: Icon, label, active, expanded, disabled, onClick }: { icon: LucideIcon; label: string; active?: boolean; expanded?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      aria-expanded={expanded}
      disabled={disabled}
      // Keeps the editor's selection: the button acts on the text the admin had selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={classes('inline-flex size-9 items-center justify-center rounded-md text-slate-800 hover:bg-slate-200 disabled:opacity-40', active && 'bg-brand-100 text-brand-900')}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

function SmallButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="h-9 rounded-md bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50">
      {children}
    </button>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />;
}

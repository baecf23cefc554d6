import { ExternalLink, Newspaper, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { imageSrcSet } from '@domain/images';
import { BLOG_STATUSES, type AdminBlogPost } from '@domain/schemas/blog';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatDateIn } from '@web/lib/locale-format';
import { AdminPage } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FilterSelect } from '../../components/filter-select';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { BLOG_KEY, deleteBlogPost, useAdminBlogPosts } from './blog-api';
import { BlogForm } from './blog-form';
import { useBlogMessage } from './blog-messages';

type Tab = 'list' | 'form';

/** /admin/blog: Blog post management (back-office spec §2, §4, §8): the list, and Create Post / Edit Post. */
export function BlogScreen() {
  const { t } = useAdminTranslation();
  const [tab, setTab] = useState<Tab>('list');
  const [editing, setEditing] = useState<AdminBlogPost | null>(null);
  // A new form each time it opens (a fresh Create, or the post picked), so no stale values carry over.
  const [formKey, setFormKey] = useState(0);

  const openForm = (post: AdminBlogPost | null) => {
    setEditing(post);
    setFormKey((key) => key + 1);
    setTab('form');
  };
  const backToList = () => {
    setEditing(null);
    setTab('list');
  };

  return (
    <AdminPage
      title={t('blog.title')}
      description={t('blog.subtitle')}
      actions={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('blog.create')}
        </Button>
      }
    >
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (value === 'list') backToList();
          else if (tab !== 'form') openForm(null);
        }}
      >
        <TabsList className="max-w-md">
          <TabsTrigger value="list">{t('blog.tabs.list')}</TabsTrigger>
          <TabsTrigger value="form">{editing ? t('blog.tabs.edit') : t('blog.tabs.create')}</TabsTrigger>
        </TabsList>
        <TabsContent value="list">
          <BlogList onEdit={openForm} onCreate={() => openForm(null)} />
        </TabsContent>
        <TabsContent value="form">{tab === 'form' ? <BlogForm key={formKey} post={editing} onDone={backToList} /> : null}</TabsContent>
      </Tabs>
    </AdminPage>
  );
}

function BlogList({ onEdit, onCreate }: { onEdit: (post: AdminBlogPost) => void; onCreate: () => void }) {
  const { t, i18n } = useAdminTranslation();
  const translate = useBlogMessage();
  const params = useListParams({ sort: '-createdAt', filters: ['status'] });
  const query = useAdminBlogPosts(params.apiQuery);
  const filtered = params.q.trim() !== '' || params.filters.status !== '';

  // The old app deleted a blog post at once (back-office spec §9); now it asks first, like the other deletes.
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);
  const remove = useAdminMutation({
    mutationFn: (post: AdminBlogPost) => deleteBlogPost(post.id),
    invalidate: [BLOG_KEY],
    success: t('blog.toasts.deleted'),
    failure: t('blog.toasts.deleteFailed'),
    translate,
    onSuccess: () => setDeleting(null),
  });

  const columns: Column<AdminBlogPost>[] = [
    {
      key: 'image',
      header: <span className="sr-only">{t('blog.columns.image')}</span>,
      headerText: t('blog.columns.image'),
      className: 'w-20',
      cell: (post) => {
        const picture = post.featuredImageUrl ?? post.bannerImageUrl;
        return picture ? (
          <img src={picture} srcSet={imageSrcSet(picture)} sizes="64px" alt="" className="h-12 w-16 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200" />
        ) : (
          <span aria-hidden="true" className="grid h-12 w-16 place-items-center rounded-md bg-slate-100 text-slate-400 ring-1 ring-slate-200">
            <Newspaper className="size-5" />
          </span>
        );
      },
    },
    {
      key: 'title',
      header: `${t('blog.columns.title')} · ${t('blog.columns.slug')}`,
      className: 'min-w-56',
      cell: (post) => (
        <>
          <span className="block font-medium text-slate-950">{post.title}</span>
          <code className="mt-1 block text-xs break-all text-slate-600">{post.slug}</code>
        </>
      ),
    },
    {
      key: 'status',
      header: t('blog.columns.status'),
      cell: (post) => <Badge tone={post.published ? 'green' : 'neutral'}>{post.published ? t('blog.status.published') : t('blog.status.draft')}</Badge>,
    },
    { key: 'date', header: t('blog.columns.date'), sortKey: 'createdAt', className: 'whitespace-nowrap', cell: (post) => formatDateIn(i18n.resolvedLanguage, post.createdAt) },
    {
      key: 'actions',
      header: <span className="sr-only">{t('blog.columns.actions')}</span>,
      headerText: t('blog.columns.actions'),
      className: 'text-right',
      cell: (post) => (
        <div className="flex justify-end gap-1">
          {post.published ? (
            <a href={`/news/${encodeURIComponent(post.slug)}`} target="_blank" rel="noreferrer" aria-label={t('blog.viewLabel', { title: post.title })} title={t('blog.view')} className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100">
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : null}
          <button type="button" onClick={() => onEdit(post)} aria-label={t('blog.editLabel', { title: post.title })} className="inline-flex size-9 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50">
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => setDeleting(post)}
            aria-label={t('blog.deleteLabel', { title: post.title })}
            className="inline-flex size-9 items-center justify-center rounded-md text-red-700 hover:bg-red-50 disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox className="w-full sm:w-80" value={params.q} onChange={(q) => params.update({ q }, { replace: true })} label={t('blog.searchLabel')} placeholder={t('blog.searchPlaceholder')} />
        <FilterSelect
          label={t('blog.statusFilter')}
          allLabel={t('blog.allStatuses')}
          value={params.filters.status}
          onChange={(status) => params.update({ status })}
          options={BLOG_STATUSES.map((status) => ({ value: status, label: t(`blog.status.${status}`) }))}
        />
      </div>
      <QueryState
        query={query}
        loadingText={t('blog.loading')}
        errorText={(message) => t('blog.loadError', { message: translate(message) })}
        isEmpty={(data) => data.total === 0}
        empty={filtered ? <EmptyState title={t('common.noResults')} /> : <EmptyState title={t('blog.empty')} action={<Button onClick={onCreate}>{t('blog.create')}</Button>} />}
      >
        {(data) => (
          <div className="space-y-4">
            <DataTable
              caption={t('blog.listLabel')}
              columns={columns}
              rows={data.items}
              rowKey={(post) => post.id}
              sort={params.sort}
              onSortChange={(sort) => params.update({ sort })}
            />
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={(page) => params.update({ page })}
              onPageSizeChange={(pageSize) => params.update({ pageSize })}
            />
          </div>
        )}
      </QueryState>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('blog.deleteConfirm.title', { title: deleting?.title ?? '' })}
        description={t('blog.deleteConfirm.body')}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        pendingLabel={t('common.deleting')}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Controller, get, useForm, type FieldError } from 'react-hook-form';
import { TEAM_TRANSLATED_FIELDS, type TeamTranslatedField } from '@domain/content';
import { imageSrcSet } from '@domain/images';
import { TRANSLATED_LANGUAGES } from '@domain/translations';
import { TEAM_MESSAGES, teamMemberInput, type TeamMember, type TeamMemberInput, type TeamMemberValues } from '@domain/schemas/team';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { useAdminMessage } from '../../components/admin-messages';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, QueryState } from '../../components/query-state';
import { TranslatedFields } from '../../components/translated-fields';
import { UploadField } from '../../components/upload-field';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { translatedFieldName, useTranslatedFields } from '../../components/use-translated-fields';
import { useAdminTranslation } from '../../i18n';
import { deleteTeamMember, saveTeamMember, TEAM_KEY, useTeam } from './team-api';

const MESSAGES = { ...TEAM_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE };
const FIELDS = [
  'name',
  'position',
  'bio',
  ...TRANSLATED_LANGUAGES.flatMap((language) => TEAM_TRANSLATED_FIELDS.map((field) => `translations.${language}.${field}` as const)),
  'imageUrl',
  'orderIndex',
] as const;

/** /admin/team: Team Management (back-office spec §2, §5): the members /about shows, and the add/edit card. */
export function TeamScreen() {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('team.messages', MESSAGES);
  const query = useTeam();
  const [editing, setEditing] = useState<{ member: TeamMember | null } | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);

  const remove = useAdminMutation({
    mutationFn: (member: TeamMember) => deleteTeamMember(member.id),
    invalidate: [TEAM_KEY],
    success: t('team.toasts.deleted'),
    failure: t('team.messages.deleteFailed'),
    translate,
    onSuccess: () => setDeleting(null),
  });

  const addAction = (
    <Button onClick={() => setEditing({ member: null })}>
      <Plus aria-hidden="true" className="size-4" />
      {t('team.add')}
    </Button>
  );

  return (
    <AdminPage title={t('team.title')} description={t('team.subtitle')} actions={addAction}>
      {editing ? <TeamMemberCard key={editing.member?.updatedAt ?? 'new'} member={editing.member} onDone={() => setEditing(null)} /> : null}
      <QueryState
        query={query}
        loadingText={t('team.loading')}
        errorText={() => t('team.messages.loadFailed')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('team.empty')} hint={t('team.emptyHint')} />}
      >
        {(data) => (
          <ul aria-label={t('team.listLabel')} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {data.items.map((member) => (
              <li key={member.id} className={`${adminPanel} flex gap-4 p-5`} data-testid="admin-team-member">
                {member.imageUrl ? (
                  <img src={member.imageUrl} srcSet={imageSrcSet(member.imageUrl)} sizes="64px" alt="" width={64} height={64} className="size-16 shrink-0 rounded-full object-cover" />
                ) : (
                  <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-500">
                    <UserRound className="size-7" />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-950">{member.name}</p>
                  <p className="text-sm text-slate-700">{member.position}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    {t('team.orderValue', { order: member.orderIndex })} {member.isDemo ? <Badge tone="purple">{t('team.demo')}</Badge> : null}
                  </p>
                  {member.bio ? <p className="mt-2 line-clamp-3 text-sm text-slate-700">{member.bio}</p> : null}
                  <div className="mt-3 flex gap-2">
                    <Button variant="secondary" size="sm" onClick={() => setEditing({ member })} aria-label={t('team.editNamed', { name: member.name })}>
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('common.edit')}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(member)} aria-label={t('team.deleteNamed', { name: member.name })}>
                      <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                      {t('common.delete')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('team.deleteConfirm.title', { name: deleting?.name ?? '' })}
        description={t('team.deleteConfirm.body')}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        pendingLabel={t('common.deleting')}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </AdminPage>
  );
}

function TeamMemberCard({ member, onDone }: { member: TeamMember | null; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('team.messages', MESSAGES);
  const form = useForm<TeamMemberInput, unknown, TeamMemberValues>({
    resolver: zodResolver(teamMemberInput),
    defaultValues: {
      name: member?.name ?? '',
      position: member?.position ?? '',
      bio: member?.bio ?? '',
      translations: member?.translations ?? {},
      imageUrl: member?.imageUrl ?? null,
      orderIndex: member?.orderIndex ?? 0,
    },
  });
  const error = (name: (typeof FIELDS)[number]) => translate((get(form.formState.errors, name) as FieldError | undefined)?.message);
  const texts = useTranslatedFields(form.control, TEAM_TRANSLATED_FIELDS);
  const save = useAdminMutation({
    mutationFn: saveTeamMember,
    invalidate: [TEAM_KEY],
    success: t('team.toasts.saved'),
    failure: t('team.messages.saveFailed'),
    translate,
    onSuccess: onDone,
  });
  const onSubmit = form.handleSubmit((values) => save.mutate({ member, values }, { onError: (cause) => void applyFieldErrors(cause, form.setError, FIELDS, translate) }));

  return (
    <section aria-labelledby="team-form-title" className={`${adminPanel} p-5`}>
      <h2 id="team-form-title" className="text-lg font-semibold text-slate-950">
        {member ? t('team.form.editTitle') : t('team.form.createTitle')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label={t('team.form.name')} required error={error('name')} {...form.register('name')} />
        <TranslatedFields label={t('common.translations.group')} missing={texts.missing} invalid={texts.invalid} className="sm:col-span-2">
          {(language) => {
            const name = (field: TeamTranslatedField) => translatedFieldName(language, field);
            return (
              <>
                <TextField label={t('team.form.position')} required={language === 'en'} lang={language} error={error(name('position'))} {...form.register(name('position'))} />
                <TextAreaField label={t('team.form.bio')} rows={3} lang={language} error={error(name('bio'))} {...form.register(name('bio'))} />
              </>
            );
          }}
        </TranslatedFields>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => <UploadField label={t('team.form.photo')} kind="image" value={field.value ?? null} onChange={(url) => field.onChange(url)} error={error('imageUrl')} />}
        />
        <TextField
          label={t('team.form.order')}
          type="number"
          min={0}
          step={1}
          hint={t('team.form.orderHint')}
          error={error('orderIndex')}
          {...form.register('orderIndex', { setValueAs: (value: string | number) => (value === '' ? 0 : Number(value)) })}
        />
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}

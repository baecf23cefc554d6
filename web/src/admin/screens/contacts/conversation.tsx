import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CONTACT_ADMIN_MESSAGES, REPLY_MAX, threadReplyInput } from '@domain/schemas/contact';
import { isLanguage } from '@domain/languages';
import { Button } from '@web/components/ui/button';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { toast } from '@web/components/ui/toast';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { useAdminMessage } from '../../components/admin-messages';
import { QueryState } from '../../components/query-state';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { CONTACTS_KEY, sendReply, TICKETS_KEY, useThread, type ThreadKind } from './contacts-api';

const replyForm = threadReplyInput.pick({ message: true });
interface ReplyForm {
  message: string;
}

/**
 * A message's conversation in the back office (issue 23, docs/decisions/036): the customer's message and every reply,
 * oldest first, then a plain-text reply that the server keeps, audits and e-mails to the customer in their language.
 */
export function Conversation({ kind, id, version, email, language, titleId }: { kind: ThreadKind; id: string; version: string; email: string; language: string; titleId: string }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const translate = useAdminMessage('contacts.messages', CONTACT_ADMIN_MESSAGES);
  const thread = useThread(kind, id);
  const form = useForm<ReplyForm>({ resolver: zodResolver(replyForm), defaultValues: { message: '' } });
  const send = useAdminMutation({
    mutationFn: sendReply,
    invalidate: [kind === 'contacts' ? CONTACTS_KEY : TICKETS_KEY, ['admin', 'audit']],
    failure: t('contacts.thread.sendFailed'),
    translate,
    onSuccess: () => {
      form.reset({ message: '' });
      toast({ title: t('contacts.thread.sent'), description: t('contacts.thread.sentTo', { email }), variant: 'success' });
    },
  });
  const onSubmit = form.handleSubmit(({ message }) => send.mutate({ kind, id, message, version }, { onError: (cause) => void applyFieldErrors(cause, form.setError, ['message'], translate) }));
  const length = form.watch('message').length;
  const languageName = t(`contacts.thread.languages.${isLanguage(language) ? language : 'en'}`);

  return (
    <section aria-labelledby={titleId} className="space-y-4 border-t border-slate-200 pt-4" data-testid="conversation">
      <h3 id={titleId} className="text-base font-semibold text-slate-950">
        {t('contacts.thread.title')}
      </h3>
      <QueryState query={thread} loadingText={t('contacts.thread.loading')} errorText={() => t('contacts.thread.loadFailed')}>
        {(data) => (
          <ol className="space-y-3">
            {data.messages.map((message) => {
              const fromShop = message.authorType === 'admin';
              return (
                <li
                  key={message.id}
                  data-testid="thread-message"
                  className={cn('rounded-lg border p-3 text-sm', fromShop ? 'border-brand-200 bg-brand-50 sm:ml-8' : 'border-slate-200 bg-slate-50 sm:mr-8')}
                >
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <span className="font-semibold text-slate-950">{fromShop ? t('contacts.thread.fromShop', { name: message.authorName }) : t('contacts.thread.fromCustomer', { name: message.authorName })}</span>
                    <time dateTime={message.createdAt} className="text-xs text-slate-600">
                      {format.dateTime(message.createdAt)}
                    </time>
                  </p>
                  <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{message.body}</p>
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <TextAreaField
          label={t('contacts.thread.replyLabel')}
          rows={5}
          hint={`${t('contacts.thread.replyHint', { email, language: languageName })} ${t('contacts.thread.count', { count: length, max: REPLY_MAX })}`}
          error={form.formState.errors.message?.message ? translate(form.formState.errors.message.message) : undefined}
          {...form.register('message')}
        />
        <Button type="submit" size="sm" disabled={send.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? t('contacts.thread.sending') : t('contacts.thread.send')}
        </Button>
      </form>
    </section>
  );
}

'use client';

import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { prepareToasts, toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { withFrenchFirstOfMonth } from '@/lib/i18n/french-dates';
import { withElision } from '@/lib/i18n/french-elision';
import type { Locale } from '@/lib/i18n/routing';
import {
  clearSubmissions,
  deleteSubmission,
  parseSubmissions,
  rawSubmissions,
  sortByNewest,
  splitContactMessage,
  subscribeToSubmissions,
} from '@/lib/forms/local-submissions';
import { cn } from '@/lib/utils';

// Badge colours per form type (spec §2): blue, green, purple, grey; unknown types shown as is in grey.
const badgeClasses: Record<string, string> = {
  candidature: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  postuler: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  inscription: 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100',
  contact: 'bg-muted text-foreground',
};
const knownTypes = ['candidature', 'postuler', 'inscription', 'contact'] as const;

export function SubmissionsList({ locale }: { locale: Locale }) {
  const t = useTranslations('SubmissionsPage');
  // Local storage exists only in the browser: the server snapshot is null (rendered as loading).
  const raw = useSyncExternalStore(subscribeToSubmissions, rawSubmissions, () => null);
  const records = useMemo(() => (raw === null ? null : sortByNewest(parseSubmissions(raw))), [raw]);

  // A deleted card takes its focused button with it, and the focus would fall back to the page's
  // start: it goes to the delete button of the card now in its place (or the one before), and to
  // the empty list's message once none is left.
  const list = useRef<HTMLDivElement>(null);
  const focusAfterDeletion = useRef<string | null>(null);
  useEffect(() => {
    const target = focusAfterDeletion.current;
    if (target === null) return;
    focusAfterDeletion.current = null;
    const selector = target === '' ? '[data-empty-submissions]' : `[data-delete-submission="${CSS.escape(target)}"]`;
    list.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [records]);

  const remove = (id: string) => {
    const index = records?.findIndex((record) => record.id === id) ?? -1;
    const neighbour = records?.[index + 1] ?? records?.[index - 1];
    focusAfterDeletion.current = neighbour?.id ?? '';
    deleteSubmission(id);
    toast.success(t('deletedTitle'), { description: t('deletedDescription') });
  };

  const removeAll = () => {
    focusAfterDeletion.current = '';
    clearSubmissions();
    toast.success(t('allDeletedTitle'), { description: t('allDeletedDescription') });
  };

  const formatDate = (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return withFrenchFirstOfMonth(date.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'long', timeStyle: 'short' }), locale);
  };

  if (records === null) return <p className="text-muted-foreground">{t('loading')}</p>;

  return (
    <div ref={list} className="grid gap-6" onPointerEnter={prepareToasts} onFocus={prepareToasts}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="font-medium" aria-live="polite" data-testid="submissions-count">
          {t('count', { count: records.length })}
        </p>
        {records.length > 0 ? (
          <Button variant="destructive" onClick={removeAll}>
            <Trash2 aria-hidden />
            {t('deleteAll')}
          </Button>
        ) : null}
      </div>
      {records.length === 0 ? (
        <p tabIndex={-1} data-empty-submissions className="rounded-lg border border-dashed p-8 text-center text-muted-foreground outline-none">
          {t('empty')}
        </p>
      ) : (
        <ul className="grid gap-4">
          {records.map((record) => {
            const known = (knownTypes as readonly string[]).includes(record.formType);
            const { subject, message } = record.formType === 'contact' ? splitContactMessage(record.message ?? '') : { subject: undefined, message: record.message ?? '' };
            return (
              <li key={record.id} className="grid gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm" data-testid="submission-card">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-semibold">{record.name}</h2>
                    <p className="text-sm text-muted-foreground">{formatDate(record.timestamp)}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', badgeClasses[record.formType] ?? badgeClasses.contact)}>
                      {known ? t(`types.${record.formType as (typeof knownTypes)[number]}`) : record.formType}
                    </span>
                    <Button variant="ghost" size="icon" onClick={() => remove(record.id)} data-delete-submission={record.id} aria-label={withElision(t('delete', { name: record.name }), locale)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
                <dl className="grid gap-1 text-sm">
                  <div>
                    <dt className="sr-only">{t('emailLabel')}</dt>
                    <dd>
                      <a href={`mailto:${record.email}`} className="text-primary underline-offset-4 hover:underline">
                        {record.email}
                      </a>
                    </dd>
                  </div>
                  {record.phone ? (
                    <div>
                      <dt className="sr-only">{t('phoneLabel')}</dt>
                      <dd>{record.phone}</dd>
                    </div>
                  ) : null}
                  {record.jobTitle ? (
                    <div className="flex gap-1">
                      <dt className="font-medium">{t('job')}</dt>
                      <dd>{record.jobTitle}</dd>
                    </div>
                  ) : null}
                  {record.eventTitle ? (
                    <div className="flex gap-1">
                      <dt className="font-medium">{t('event')}</dt>
                      <dd>{record.eventTitle}</dd>
                    </div>
                  ) : null}
                  {record.hasCv && record.cvFileName ? (
                    <div className="flex gap-1">
                      <dt className="font-medium">{t('cv')}</dt>
                      <dd>{record.cvFileName}</dd>
                    </div>
                  ) : null}
                </dl>
                {subject ? (
                  <div className="rounded-md bg-muted p-3 text-sm">
                    <p className="font-medium">{t('subject')}</p>
                    <p>{subject}</p>
                  </div>
                ) : null}
                <div className="rounded-md bg-muted p-3 text-sm">
                  <p className="font-medium">{t('message')}</p>
                  <p className="whitespace-pre-line">{message}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

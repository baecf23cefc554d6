import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordCriterion } from '@domain/password-strength';
import { STRONG_PASSWORD_LENGTH } from '@web/components/ui/password-hint';
import { cn } from '@web/lib/cn';

const CRITERIA: readonly PasswordCriterion[] = ['length', 'lowercase', 'uppercase', 'number', 'special'];

const BAR_COLORS = { '': 'bg-slate-200', Weak: 'bg-red-500', Fair: 'bg-amber-500', Good: 'bg-lime-600', Strong: 'bg-green-600' } as const;

/** The advisory strength meter of the sign-up form (back-office spec §5): it never blocks a password. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password) return null;
  const { score, label, criteria } = passwordStrength(password);
  const filled = score / 20;

  return (
    <div className="mt-2" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {CRITERIA.map((criterion, index) => (
          <span key={criterion} className={cn('h-1.5 flex-1 rounded-full', index < filled ? BAR_COLORS[label] : 'bg-slate-200')} />
        ))}
      </div>
      {label ? <p className="mt-1 text-xs font-medium text-slate-700">{t('auth.strength.label', { label: t(`auth.strength.${label}`) })}</p> : null}
      <ul className="mt-1 grid grid-cols-1 gap-x-3 text-xs sm:grid-cols-2">
        {CRITERIA.map((criterion) => (
          <li key={criterion} className={cn('flex items-center gap-1', criteria[criterion] ? 'text-green-700' : 'text-slate-500')}>
            {criteria[criterion] ? <Check aria-hidden="true" className="size-3" /> : <X aria-hidden="true" className="size-3" />}
            {t(`auth.strength.criteria.${criterion}`, { count: STRONG_PASSWORD_LENGTH })}
          </li>
        ))}
      </ul>
    </div>
  );
}

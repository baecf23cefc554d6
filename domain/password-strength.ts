export type PasswordStrengthLabel = '' | 'Weak' | 'Fair' | 'Good' | 'Strong';

export type PasswordCriterion = 'length' | 'lowercase' | 'uppercase' | 'number' | 'special';

export interface PasswordStrength {
  score: number;
  label: PasswordStrengthLabel;
  criteria: Record<PasswordCriterion, boolean>;
}

/** The advisory meter's five criteria, 20 points each (back-office spec §5). */
const CRITERIA: Record<PasswordCriterion, (password: string) => boolean> = {
  length: (password) => [...password].length >= 8,
  lowercase: (password) => /[a-z]/.test(password),
  uppercase: (password) => /[A-Z]/.test(password),
  number: (password) => /\d/.test(password),
  special: (password) => /[^A-Za-z0-9]/.test(password),
};

const POINTS_PER_CRITERION = 20;

/** Highest score for each label, checked in order. */
const LABELS: readonly [number, PasswordStrengthLabel][] = [
  [0, ''],
  [40, 'Weak'],
  [60, 'Fair'],
  [80, 'Good'],
  [100, 'Strong'],
];

/** The sign-up form's strength meter; advisory only, the password rules live in the form schema. */
export function passwordStrength(password: string): PasswordStrength {
  const criteria = Object.fromEntries(
    Object.entries(CRITERIA).map(([name, test]) => [name, test(password)]),
  ) as Record<PasswordCriterion, boolean>;
  const score = Object.values(criteria).filter(Boolean).length * POINTS_PER_CRITERION;
  const label = LABELS.find(([max]) => score <= max)?.[1] ?? 'Strong';
  return { score, label, criteria };
}

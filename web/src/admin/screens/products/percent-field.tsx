import { useEffect, useState } from 'react';
import { fractionOfPercent, percentText } from '@domain/schemas/admin-products';
import { TextField } from '@web/components/ui/form-field';

export interface PercentFieldProps {
  label: string;
  hint?: string;
  error?: string;
  /** The stored fraction (0.3 = 30 %), null when empty. */
  value: number | null | undefined;
  onChange: (fraction: number | null) => void;
  onBlur: () => void;
  name: string;
}

/** A discount typed as a percentage and kept as the fraction the API stores; the text stays as typed ("12," mid-way). */
export function PercentField({ label, hint, error, value, onChange, onBlur, name }: PercentFieldProps) {
  const [text, setText] = useState(() => percentText(value));
  useEffect(() => {
    // A reset (Reload) brings another value: show it, unless it is what the text already says.
    setText((current) => (Object.is(fractionOfPercent(current), value ?? null) ? current : percentText(value)));
  }, [value]);
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(fractionOfPercent(event.target.value));
      }}
    />
  );
}

import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The list screens' filter: a labelled select whose first choice ('' in the address) shows every row. The screen keeps the
 * value in its address (use-list-params), so a reload or a shared link shows the same rows.
 */
export function FilterSelect({ label, allLabel, value, options, onChange }: { label: string; allLabel: string; value: string; options: readonly FilterOption[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="h-10 cursor-pointer rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-950">
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

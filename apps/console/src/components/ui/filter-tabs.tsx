import '../../styles/filter-tabs.css';

type TFilterTabsProps<TValue extends string> = {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: TValue; label: string }[];
  value: TValue;
  onChange: (value: TValue) => void;
};

/**
 * A row of toggle buttons choosing one view of a list (unanswered, answered, all), for lists whose default
 * view is not "everything" and so cannot use the table's select filter with its "Any".
 */
export function FilterTabs<TValue extends string>({
  label,
  options,
  value,
  onChange,
}: TFilterTabsProps<TValue>) {
  return (
    <div className="filter-tabs" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="filter-tab"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

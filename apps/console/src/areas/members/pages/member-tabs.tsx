import { useRef, type KeyboardEvent } from 'react';

type TMemberTabsProps<TTab extends string> = {
  label: string;
  tabs: readonly { id: TTab; label: string }[];
  current: TTab;
  onSelect: (tab: TTab) => void;
  idOf: (tab: TTab) => string;
};

/**
 * The profile's tab list (WAI-ARIA tabs: one tab stop, arrow keys, Home and End move and select). Each tab
 * controls the panel `${idOf(tab)}-panel`.
 */
export function MemberTabs<TTab extends string>({
  label,
  tabs,
  current,
  onSelect,
  idOf,
}: TMemberTabsProps<TTab>) {
  const list = useRef<HTMLDivElement>(null);
  function move(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    list.current?.querySelector<HTMLButtonElement>(`#${idOf(tab.id)}`)?.focus();
  }
  return (
    <div className="member-tabs" role="tablist" aria-label={label} ref={list}>
      {tabs.map((tab) => {
        const isCurrent = tab.id === current;
        return (
          <button
            key={tab.id}
            id={idOf(tab.id)}
            type="button"
            role="tab"
            aria-selected={isCurrent}
            aria-controls={`${idOf(tab.id)}-panel`}
            tabIndex={isCurrent ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={move}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

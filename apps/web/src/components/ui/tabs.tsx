import { useId, useRef, type KeyboardEvent } from 'react';

export type TTab = { id: string; label: string };

type TTabsProps = {
  tabs: TTab[];
  selectedId: string;
  onSelect: (id: string) => void;
  label: string;
  /** Gives each tab the test id `{testIdPrefix}{tab.id}`. */
  testIdPrefix?: string;
};

/** A tab list (arrow keys move between tabs); the panel is the caller's. */
export function Tabs({ tabs, selectedId, onSelect, label, testIdPrefix }: TTabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const index = tabs.findIndex((tab) => tab.id === selectedId);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [];
    Array.from(buttons)
      .find((button) => button.dataset.tabId === next.id)
      ?.focus();
  };

  return (
    <div ref={listRef} className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selectedId;
        return (
          <button
            key={tab.id}
            id={`${baseId}-${tab.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            data-tab-id={tab.id}
            data-testid={testIdPrefix ? `${testIdPrefix}${tab.id}` : undefined}
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

import { Icon, type TIconName } from '../../components/ui/icon';

type TSideMenuButtonProps = {
  icon: TIconName;
  label: string;
  onClick: () => void;
  accent?: boolean;
  badge?: number;
};

/** A side-menu entry that acts (opens a centre page, customer service, …) rather than navigates. */
export function SideMenuButton({ icon, label, onClick, accent = false, badge }: TSideMenuButtonProps) {
  return (
    <li>
      <button
        type="button"
        className={`side-menu__item${accent ? ' side-menu__item--accent' : ''}`}
        title={label}
        onClick={onClick}
      >
        <span className="side-menu__icon">
          <Icon name={icon} />
        </span>
        <span className="side-menu__text">{label}</span>
        {badge !== undefined && <span className="badge">{badge}</span>}
      </button>
    </li>
  );
}

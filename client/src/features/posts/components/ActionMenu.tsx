import { Menu, type MenuItem } from '../../../components/menu/Menu';

export type MenuAction = MenuItem;

/** The ⋯ menu of a post or comment (a WAI-ARIA menu button, see components/menu). */
export function ActionMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  if (actions.length === 0) return null;
  return <Menu label={label} items={actions} buttonClass="pen-icon-button" listClass="pen-menu-list" />;
}

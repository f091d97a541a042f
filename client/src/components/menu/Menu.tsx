import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ReactNode, useRef, useState } from 'react';
import './menu.css';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * A menu button and its menu on Radix DropdownMenu (issue 41), the WAI-ARIA menu pattern: Enter,
 * Space or ArrowDown opens it on the first item, arrows move (wrapping), Home/End jump, typing a
 * letter finds an item, Escape closes it and focus goes back to the button. `buttonClass`,
 * `listClass` and `dangerClass` keep each feature's look.
 */
export function Menu({
  label,
  items,
  buttonClass,
  listClass,
  dangerClass = 'danger',
  children = '⋯',
}: {
  label: string;
  items: MenuItem[];
  buttonClass: string;
  listClass: string;
  dangerClass?: string;
  children?: ReactNode;
}) {
  // A chosen item runs once the menu has closed and focus is back on the button: a dialog it opens
  // then remembers the button, and focus returns there when the dialog closes.
  const chosen = useRef<(() => void) | null>(null);
  // Shown in the page's <main> (every content in a landmark), outside the card, whose
  // `content-visibility: auto` would clip it.
  const trigger = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <DropdownMenu.Root modal={false} onOpenChange={(open) => open && setContainer(trigger.current?.closest('main') ?? document.body)}>
      <DropdownMenu.Trigger ref={trigger} className={buttonClass} aria-label={label}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          className={`pen-dropdown ${listClass}`}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          loop
          onCloseAutoFocus={() => {
            const run = chosen.current;
            chosen.current = null;
            if (run) queueMicrotask(run);
          }}
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.label} asChild disabled={item.disabled} onSelect={() => (chosen.current = item.onSelect)}>
              <button type="button" className={item.danger ? dangerClass : undefined}>
                {item.label}
              </button>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

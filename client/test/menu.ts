import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Opens a Radix menu from the keyboard (Radix opens on pointerdown or a key, not on a bare click;
 * jsdom has no PointerEvent for the pointerdown) and waits for it.
 * Pass the button or its accessible name.
 */
export async function openMenu(button: HTMLElement | string): Promise<HTMLElement> {
  const trigger = typeof button === 'string' ? screen.getByRole('button', { name: button }) : button;
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

/** Opens the menu and chooses an item by its name, as a member clicks it. */
export async function chooseMenuItem(button: HTMLElement | string, item: string): Promise<void> {
  const menu = await openMenu(button);
  fireEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

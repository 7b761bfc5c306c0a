import { Fragment, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { usePopover } from './usePopover.ts';
import { FormattedMessage } from 'react-intl';

export interface MenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** An on/off item (menuitemcheckbox) when set */
  checked?: boolean;
  danger?: boolean;
  dividerBefore?: boolean;
  /** Shown and reachable, not chosen (aria-disabled): a line of information such as who is signed in */
  disabled?: boolean;
  onSelect?: () => void;
}

function menuItemsIn(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
}

/**
 * A WAI-ARIA menu button (the user menu, the customers list's Export): Enter, Space, click or Down arrow open the menu
 * on its first item, Up arrow on its last; arrows, Home, End and first letters move between items; Enter or Space
 * chooses one; Escape closes; focus goes back to the button. Tab closes it and moves on.
 */
export function MenuButton({
  label,
  button,
  items,
  buttonClassName = 'topbar-user',
}: {
  label: string;
  button: ReactNode;
  items: readonly MenuItem[];
  buttonClassName?: string;
}) {
  const { open, trigger, popup, show, close } = usePopover<HTMLButtonElement, HTMLUListElement>();
  const menuId = useId();
  const buttonId = useId();
  /** Which item takes focus as the menu opens */
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const itemElements = () => menuItemsIn(popup.current);
  useEffect(() => {
    if (!open) return;
    const elements = menuItemsIn(popup.current);
    (focusOnOpen.current === 'last' ? elements.at(-1) : elements[0])?.focus();
  }, [open, popup]);

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    if (open) {
      const elements = itemElements();
      (where === 'last' ? elements.at(-1) : elements[0])?.focus();
    } else show();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect?.();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => elements[(next + elements.length) % elements.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        moveTo(index - 1);
        break;
      case 'Home':
      case 'PageUp':
        moveTo(0);
        break;
      case 'End':
      case 'PageDown':
        moveTo(elements.length - 1);
        break;
      case 'Enter':
      case ' ': {
        const item = items[index];
        // Handled here, not as a click: focus moves to the button before the key's own activation could press it.
        if (item) choose(item);
        break;
      }
      case 'Tab':
        // Back on the button first, so the browser's Tab moves on from there (the items are not Tab stops).
        close(true);
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLowerCase();
        const after = [...items.slice(index + 1), ...items.slice(0, index + 1)];
        const match = after.find((item) => item.label.toLowerCase().startsWith(letter));
        if (match) elements[items.indexOf(match)]?.focus();
      }
    }
    event.preventDefault();
  };

  return (
    <div className="topbar-anchor">
      <button
        ref={trigger}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      {open && (
        <ul
          ref={popup}
          id={menuId}
          className="topbar-popup topbar-menu"
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <Fragment key={item.key}>
              {item.dividerBefore && <li role="separator" className="topbar-menu-divider" />}
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a menuitem (role set by expression); the menu's onKeyDown handles its keys */}
              <li
                role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
                aria-checked={item.checked}
                aria-disabled={item.disabled}
                tabIndex={-1}
                className={`topbar-menu-item${item.danger ? ' topbar-menu-item-danger' : ''}${item.disabled ? ' topbar-menu-item-info' : ''}`}
                onClick={() => choose(item)}
              >
                <span className="topbar-menu-icon" aria-hidden="true">
                  {item.icon}
                </span>
                <span className="topbar-menu-label">{item.label}</span>
                {item.checked !== undefined && (
                  // aria-checked says it to assistive technology; the words are for the eye.
                  <span className="topbar-menu-extra" aria-hidden="true">
                    {item.checked ? (
                      <FormattedMessage
                        defaultMessage="On"
                        id="mmGPvf"
                        description="A menu switch's state, switched on"
                      />
                    ) : (
                      <FormattedMessage
                        defaultMessage="Off"
                        id="vPRgnE"
                        description="A menu switch's state, switched off"
                      />
                    )}
                  </span>
                )}
              </li>
            </Fragment>
          ))}
        </ul>
      )}
    </div>
  );
}

import { CheckOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, theme } from 'antd';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { PLAYER_TEXTS } from './constants';

export interface Choice {
  key: string;
  label: string;
}

export interface ChoiceMenuProps {
  /** What the button is (`Quality`, `Speed`, `Captions`); its accessible name adds `shown`. */
  label: string;
  /** The text the button shows: the current choice. */
  shown: string;
  /** How it shows it, where more than the text (`shown` by default). */
  children?: ReactNode;
  choices: Choice[];
  selected: string;
  onSelect(key: string): void;
  /** Shows the button as switched on (captions showing). */
  active?: boolean;
  disabled?: boolean;
}

/**
 * How a control-bar button looks while switched on. A style, not antd's `variant`: changing the
 * variant remounts the button, and a keyboard user's focus would fall to the page.
 */
export function useSwitchedOnStyle(active: boolean): CSSProperties | undefined {
  const { token } = theme.useToken();
  return active
    ? { background: token.colorFillSecondary, boxShadow: `inset 0 -2px 0 ${token.colorPrimary}` }
    : undefined;
}

/** A control-bar button opening a one-of-many menu; the current item is checked (menuitemradio). */
export function ChoiceMenu({
  label,
  shown,
  children = shown,
  choices,
  selected,
  onSelect,
  active = false,
  disabled = false,
}: ChoiceMenuProps) {
  const switchedOn = useSwitchedOnStyle(active);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      placement="topRight"
      autoFocus
      menu={{
        // A check, not antd's selected item: its green on the derived tint reads under 3:1 in this theme.
        items: choices.map((choice) => ({
          key: choice.key,
          label: (
            <Flex justify="space-between" gap={16}>
              {choice.label}
              <CheckOutlined aria-hidden style={{ visibility: choice.key === selected ? 'visible' : 'hidden' }} />
            </Flex>
          ),
          role: 'menuitemradio',
          'aria-checked': choice.key === selected,
        })),
        onClick: ({ key }) => {
          onSelect(key);
          // The menu closes on a choice; keyboard focus goes back where it came from, not to the page.
          requestAnimationFrame(() => trigger.current?.focus());
        },
      }}
    >
      <Button
        ref={trigger}
        type="text"
        aria-label={PLAYER_TEXTS.named(label, shown)}
        title={label}
        style={switchedOn}
        disabled={disabled}
      >
        {children}
      </Button>
    </Dropdown>
  );
}

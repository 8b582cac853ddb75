import { Button } from 'antd';
import type { LectureRecord } from '../../../providers/types';
import { ChoiceMenu, useSwitchedOnStyle } from './choice-menu';
import { PLAYER_TEXTS } from './constants';

const CC = 'CC';

export interface CaptionsMenuProps {
  captions: LectureRecord['captions'];
  selected: number;
  onSelect(index: number): void;
}

/** One caption file: a CC toggle. Several: a menu of them and Off. None: nothing. */
export function CaptionsMenu({ captions, selected, onSelect }: CaptionsMenuProps) {
  const on = selected >= 0;
  const switchedOn = useSwitchedOnStyle(on);
  if (captions.length === 0) return null;
  if (captions.length === 1)
    return (
      <Button
        type="text"
        style={switchedOn}
        aria-label={PLAYER_TEXTS.named(PLAYER_TEXTS.captions, CC)}
        title={PLAYER_TEXTS.captions}
        aria-pressed={on}
        onClick={() => onSelect(on ? -1 : 0)}
      >
        {CC}
      </Button>
    );
  return (
    <ChoiceMenu
      label={PLAYER_TEXTS.captions}
      choices={[
        { key: '-1', label: PLAYER_TEXTS.captionsOff },
        ...captions.map((caption, index) => ({ key: String(index), label: caption.label })),
      ]}
      selected={String(selected)}
      onSelect={(key) => onSelect(Number(key))}
      active={on}
      shown={CC}
    />
  );
}

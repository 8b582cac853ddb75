import { Checkbox, Flex, Input, Typography } from 'antd';
import { MAX_HAND_HISTORY_BYTES } from '../../common/hand-histories';
import { DISCUSSION_UI } from './texts';

/** A hand a member adds to a question: the history as pasted, and whether the others keep their names. */
export interface PostedHand {
  text: string;
  keepNames: boolean;
}

/** Where a member pastes a hand for review; the server reads it and says which line it cannot. */
export function PostedHandField({ hand, onChange }: { hand: PostedHand; onChange(hand: PostedHand): void }) {
  return (
    <Flex vertical gap={4}>
      <Input.TextArea
        aria-label={DISCUSSION_UI.handLabel}
        placeholder={DISCUSSION_UI.handPlaceholder}
        value={hand.text}
        maxLength={MAX_HAND_HISTORY_BYTES}
        autoSize={{ minRows: 4, maxRows: 12 }}
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
        onChange={(event) => onChange({ ...hand, text: event.target.value })}
      />
      <Checkbox checked={hand.keepNames} onChange={(event) => onChange({ ...hand, keepNames: event.target.checked })}>
        {DISCUSSION_UI.keepNames}
      </Checkbox>
      <Typography.Text type="secondary">{DISCUSSION_UI.namesHint}</Typography.Text>
    </Flex>
  );
}

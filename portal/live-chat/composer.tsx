import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Input, Typography } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { LIVE_CHAT_MESSAGE_MAX, type LiveChatState } from '../../common/live-chat';
import { LIVE_CHAT_UI } from './texts';

export interface ComposerProps {
  state: LiveChatState;
  muted: boolean;
  slowModeSeconds: number;
  draft: string;
  onDraft(draft: string): void;
  /** The server's refusal of the last message, shown as it said it. */
  refusal: string | null;
  sending: boolean;
  onSend(question: boolean): void;
}

/** Why nothing can be sent now, if so: the chat not open yet, closed, or the member muted. */
const shutFor = ({ state, muted }: Pick<ComposerProps, 'state' | 'muted'>): string | null => {
  if (state === 'upcoming') return LIVE_CHAT_UI.upcoming;
  if (state === 'closed') return LIVE_CHAT_UI.closed;
  return muted ? LIVE_CHAT_UI.muteNotice : null;
};

/** The message box: Enter sends, Shift+Enter is a new line; "Ask the coach" marks it as a question. */
export function Composer(props: ComposerProps) {
  const { draft, onDraft, refusal, sending, onSend, slowModeSeconds } = props;
  const [question, setQuestion] = useState(false);
  const shut = shutFor(props);
  const canSend = !shut && !sending && draft.trim().length > 0;
  const send = () => {
    if (canSend) onSend(question);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  if (shut) return <Alert type="info" showIcon message={shut} />;
  return (
    <Flex vertical gap={8}>
      {slowModeSeconds > 0 && (
        <Typography.Text type="secondary">{LIVE_CHAT_UI.slowModeNotice(slowModeSeconds)}</Typography.Text>
      )}
      <Input.TextArea
        aria-label={LIVE_CHAT_UI.messageLabel}
        aria-describedby="live-chat-hint"
        placeholder={question ? LIVE_CHAT_UI.questionPlaceholder : LIVE_CHAT_UI.placeholder}
        value={draft}
        maxLength={LIVE_CHAT_MESSAGE_MAX}
        autoSize={{ minRows: 1, maxRows: 4 }}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Typography.Text type="secondary" id="live-chat-hint" style={{ fontSize: 12 }}>
        {LIVE_CHAT_UI.sendHint}
      </Typography.Text>
      {refusal && <Alert type="error" showIcon role="alert" message={refusal} />}
      <Flex justify="space-between" align="center" gap={8}>
        <Checkbox checked={question} onChange={(event) => setQuestion(event.target.checked)}>
          {LIVE_CHAT_UI.askCoach}
        </Checkbox>
        <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={!canSend} onClick={send}>
          {LIVE_CHAT_UI.send}
        </Button>
      </Flex>
    </Flex>
  );
}

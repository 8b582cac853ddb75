import { useQuery } from '@tanstack/react-query';
import { Button, Flex, List, Select, Typography } from 'antd';
import { liveChatApi, liveChatFlaggedQuery, liveChatMutesQuery } from '../../providers/live-chat-api';
import { type Attempt, ChatActions } from './chat-actions';
import { MessageItem } from './message-item';
import { LIVE_CHAT_UI, SLOW_MODE_CHOICES } from './texts';

export interface ModerationProps {
  classId: number;
  slowModeSeconds: number;
  attempt: Attempt;
}

/** Staff's slow mode choice, above the chat. */
export function SlowModeControl({ classId, slowModeSeconds, attempt }: ModerationProps) {
  const choices = [...new Set<number>([...SLOW_MODE_CHOICES, slowModeSeconds])].sort((a, b) => a - b);
  return (
    <Flex gap={8} align="center">
      <label htmlFor={`slow-mode-${classId}`}>{LIVE_CHAT_UI.slowMode}</label>
      <Select<number>
        id={`slow-mode-${classId}`}
        size="small"
        value={slowModeSeconds}
        style={{ minWidth: 90 }}
        onChange={(seconds) => void attempt(() => liveChatApi.slowMode(classId, seconds))}
        options={choices.map((seconds) => ({
          value: seconds,
          label: seconds === 0 ? LIVE_CHAT_UI.slowModeOff : LIVE_CHAT_UI.slowModeSeconds(seconds),
        }))}
      />
    </Flex>
  );
}

/** Staff's Flagged tab: the messages members flagged, most flagged first, and the members muted. */
export function FlaggedList({ classId, attempt }: Omit<ModerationProps, 'slowModeSeconds'>) {
  const { data: flagged = [] } = useQuery(liveChatFlaggedQuery(classId));
  const { data: mutes = [] } = useQuery(liveChatMutesQuery(classId));
  return (
    <Flex vertical gap={12}>
      {flagged.length === 0 ? (
        <Typography.Text type="secondary">{LIVE_CHAT_UI.noFlagged}</Typography.Text>
      ) : (
        <ul aria-label={LIVE_CHAT_UI.flagged} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {flagged.map((message) => (
            <li key={message.id}>
              <MessageItem
                message={message}
                actions={
                  <>
                    <Typography.Text type="danger">{LIVE_CHAT_UI.flags(message.flags)}</Typography.Text>
                    <ChatActions message={message} classId={classId} moderates attempt={attempt} />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {mutes.length > 0 && (
        <List
          size="small"
          header={<Typography.Text strong>{LIVE_CHAT_UI.muted}</Typography.Text>}
          dataSource={mutes}
          renderItem={(mute) => (
            <List.Item
              actions={[
                <Button
                  key="unmute"
                  size="small"
                  aria-label={LIVE_CHAT_UI.unmuteName(mute.name)}
                  onClick={() => void attempt(() => liveChatApi.unmute(classId, mute.userId))}
                >
                  {LIVE_CHAT_UI.unmute}
                </Button>,
              ]}
            >
              {mute.name}
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}

import { Alert, Card, Skeleton, Tabs } from 'antd';
import { mayUseArea } from '../../providers/access-control';
import { liveChatKeys } from '../../providers/live-chat-api';
import { useSession } from '../../src/routes/route-gate';
import { useAttempt } from '../shared/use-attempt';
import { ChatActions } from './chat-actions';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import { MessageList } from './message-list';
import { FlaggedList, SlowModeControl } from './moderation-panel';
import { QuestionsList } from './questions-list';
import { LIVE_CHAT_UI } from './texts';
import { useLiveChat } from './use-live-chat';

/** The staff area whose writers moderate live classes' chats. */
const MODERATORS_AREA = 'live';

/**
 * A live class's chat beside its video: messages that follow the newest, a composer, the questions for
 * the coach by up-votes; staff who manage live classes also delete, mute, set slow mode and see what
 * members flagged.
 */
export function LiveChat({ classId }: { classId: number }) {
  const chat = useLiveChat(classId);
  const moderates = mayUseArea(useSession(), MODERATORS_AREA, true);
  const { failure, attempt } = useAttempt([liveChatKeys.of(classId)]);
  if (chat.error) return <Alert type="error" showIcon role="alert" message={chat.error.message} />;
  if (!chat.data) return <Skeleton active aria-label={LIVE_CHAT_UI.connecting} />;
  const { messages, state, muted, slowModeSeconds } = chat.data;

  const chatTab = (
    <>
      <MessageList
        messages={messages}
        render={(message) => (
          <MessageItem
            message={message}
            actions={<ChatActions message={message} classId={classId} moderates={moderates} attempt={attempt} />}
          />
        )}
      />
      <Composer
        state={state}
        muted={muted && !moderates}
        slowModeSeconds={slowModeSeconds}
        draft={chat.draft}
        onDraft={chat.setDraft}
        refusal={chat.refusal}
        sending={chat.sending}
        onSend={chat.send}
      />
    </>
  );
  const tabs = [
    { key: 'chat', label: LIVE_CHAT_UI.chat, children: chatTab },
    {
      key: 'questions',
      label: LIVE_CHAT_UI.questions,
      children: <QuestionsList classId={classId} attempt={attempt} />,
    },
    ...(moderates
      ? [{ key: 'flagged', label: LIVE_CHAT_UI.flagged, children: <FlaggedList classId={classId} attempt={attempt} /> }]
      : []),
  ];
  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      {failure && <Alert type="error" showIcon role="alert" message={failure.message} style={{ marginTop: 8 }} />}
      <Tabs
        items={tabs}
        tabBarExtraContent={
          moderates && <SlowModeControl classId={classId} slowModeSeconds={slowModeSeconds} attempt={attempt} />
        }
      />
    </Card>
  );
}

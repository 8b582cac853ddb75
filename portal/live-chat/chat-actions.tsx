import { Button } from 'antd';
import { useState } from 'react';
import { liveChatApi, type LiveChatMessage } from '../../providers/live-chat-api';
import { ConfirmedAction } from './message-item';
import { LIVE_CHAT_UI } from './texts';

export type Attempt = (action: () => Promise<unknown>) => Promise<boolean>;

export interface ChatActionsProps {
  message: LiveChatMessage;
  classId: number;
  /** Staff who manage live classes: delete and mute. */
  moderates: boolean;
  attempt: Attempt;
}

/** What the viewer may do with a message: flag another's; staff delete it or mute its author. */
export function ChatActions({ message, classId, moderates, attempt }: ChatActionsProps) {
  const [flagged, setFlagged] = useState<string | null>(null);
  const flag = () =>
    attempt(async () => {
      setFlagged((await liveChatApi.flag(message.id)).message);
    });
  return (
    <>
      {!message.mine && (
        <Button
          type="link"
          size="small"
          title={flagged ?? LIVE_CHAT_UI.flagTitle}
          aria-label={flagged ?? LIVE_CHAT_UI.flagTitle}
          disabled={flagged !== null}
          onClick={() => void flag()}
        >
          {LIVE_CHAT_UI.flag}
        </Button>
      )}
      {moderates && (
        <ConfirmedAction
          label={LIVE_CHAT_UI.delete}
          confirm={LIVE_CHAT_UI.deleteConfirm}
          onConfirm={() => void attempt(() => liveChatApi.remove(message.id))}
        />
      )}
      {moderates && !message.byStaff && (
        <ConfirmedAction
          label={LIVE_CHAT_UI.mute}
          confirm={LIVE_CHAT_UI.muteConfirm(message.authorName)}
          onConfirm={() => void attempt(() => liveChatApi.mute(classId, message.id))}
        />
      )}
    </>
  );
}

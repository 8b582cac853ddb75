import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type ChatConnection, joinLiveChat, liveChatQuery } from '../../providers/live-chat-api';

/** No message of the member's own yet. */
const NONE = 0;

/**
 * A class's chat: its view (read over HTTP, then kept live by the socket) and the composer's draft. A
 * sent draft stays until the member's own message comes back (then it clears) or the server refuses
 * it (then the refusal shows and the draft stays to edit).
 */
export function useLiveChat(classId: number) {
  const client = useQueryClient();
  const view = useQuery(liveChatQuery(classId));
  const connection = useRef<ChatConnection | null>(null);
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  /** While a send is on its way: the id of the member's newest message before it. */
  const [sentAfter, setSentAfter] = useState<number | null>(null);

  useEffect(() => {
    const joined = joinLiveChat(client, classId, ({ message }) => {
      setRefusal(message);
      setSentAfter(null);
    });
    connection.current = joined;
    return () => {
      connection.current = null;
      joined.close();
    };
  }, [client, classId]);

  const newestMine = view.data?.messages.findLast((message) => message.mine)?.id ?? NONE;
  useEffect(() => {
    if (sentAfter === null || newestMine <= sentAfter) return;
    setSentAfter(null);
    setDraft('');
  }, [newestMine, sentAfter]);

  const send = (question: boolean) => {
    setRefusal(null);
    if (connection.current?.send(draft, question)) setSentAfter(newestMine);
  };
  return { ...view, draft, setDraft, refusal, sending: sentAfter !== null, send };
}

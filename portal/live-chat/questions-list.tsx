import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { liveChatApi, liveChatQuestionsQuery } from '../../providers/live-chat-api';
import type { Attempt } from './chat-actions';
import { MessageItem } from './message-item';
import { LIVE_CHAT_UI } from './texts';

/** The questions for the coach, most up-voted first; a member up-votes others' questions, once each. */
export function QuestionsList({ classId, attempt }: { classId: number; attempt: Attempt }) {
  const { data: questions = [] } = useQuery(liveChatQuestionsQuery(classId));
  if (questions.length === 0) return <Typography.Text type="secondary">{LIVE_CHAT_UI.noQuestions}</Typography.Text>;
  return (
    <ol aria-label={LIVE_CHAT_UI.questions} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {questions.map((question) => {
        const label = (question.voted ? LIVE_CHAT_UI.upvoted : LIVE_CHAT_UI.upvote)(question.votes);
        return (
          <li key={question.id}>
            <MessageItem
              message={question}
              actions={
                <Button
                  size="small"
                  icon={question.voted ? <LikeFilled /> : <LikeOutlined />}
                  aria-label={label}
                  aria-pressed={question.voted}
                  disabled={question.mine}
                  onClick={() => void attempt(() => liveChatApi.vote(question.id, !question.voted))}
                >
                  {label}
                </Button>
              }
            />
          </li>
        );
      })}
    </ol>
  );
}

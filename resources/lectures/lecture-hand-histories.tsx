import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, List, Popconfirm, Typography, Upload } from 'antd';
import { useState } from 'react';
import { MAX_HAND_HISTORY_TITLE, parseMoment } from '../../common/hand-histories';
import type { LectureRecord } from '../../providers/types';
import { formatLength } from '../shared/format';
import { type HandSource, useHandHistories } from './use-hand-histories';

const MOMENT_FORMAT = 'Please type the moment as m:ss, e.g. 4:05';

/** Staff attach PokerStars or GGPoker hands to a lecture at moments of its video; members replay them there. */
export function LectureHandHistories({ lecture }: { lecture: LectureRecord }) {
  const { hands, error, attach, remove } = useHandHistories(lecture.id);
  const [title, setTitle] = useState('');
  const [moment, setMoment] = useState('0:00');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (source: HandSource) => {
    const seconds = parseMoment(moment);
    if (seconds === null) return setProblem(MOMENT_FORMAT);
    setBusy(true);
    const refused = await attach(title, seconds, source);
    setBusy(false);
    setProblem(refused);
    if (!refused) {
      setTitle('');
      setText('');
    }
  };

  return (
    <section aria-labelledby="lecture-hands-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="lecture-hands-title" style={{ fontSize: 18, margin: '0 0 12px' }}>
        Hand histories
      </Typography.Title>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <List
        size="small"
        bordered
        dataSource={hands ?? []}
        locale={{ emptyText: <Typography.Text type="secondary">No hand histories yet</Typography.Text> }}
        renderItem={(hand) => (
          <List.Item
            actions={[
              <Popconfirm
                key="delete"
                title={`Delete the hand "${hand.title}"?`}
                okText="Yes"
                cancelText="No"
                onConfirm={() => remove(hand.id)}
              >
                <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Delete hand ${hand.title}`} />
              </Popconfirm>,
            ]}
          >
            <Typography.Text>
              <strong>{formatLength(hand.momentSeconds)}</strong> {hand.title}{' '}
              <Typography.Text type="secondary">
                ({hand.hand.site} {hand.hand.game}
                {hand.hand.tournament ? ' tournament' : ''})
              </Typography.Text>
            </Typography.Text>
          </List.Item>
        )}
      />
      <Flex vertical gap={8} style={{ marginTop: 16, maxWidth: 720 }}>
        <Flex gap={8} wrap>
          <Input
            aria-label="Hand title"
            placeholder="Title, e.g. AK 3-bet pot"
            value={title}
            maxLength={MAX_HAND_HISTORY_TITLE}
            onChange={(event) => setTitle(event.target.value)}
            style={{ flex: '1 1 240px' }}
          />
          <Input
            aria-label="Moment (m:ss)"
            placeholder="m:ss"
            value={moment}
            onChange={(event) => setMoment(event.target.value)}
            style={{ width: 100 }}
          />
        </Flex>
        <Input.TextArea
          aria-label="Hand history text"
          placeholder="Paste a PokerStars or GGPoker hand history"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 4, maxRows: 12 }}
          style={{ fontFamily: 'monospace' }}
        />
        <Flex gap={8} wrap>
          <Button type="primary" loading={busy} disabled={!text.trim()} onClick={() => void submit({ text })}>
            Attach pasted hand
          </Button>
          <Upload
            accept=".txt,text/plain"
            showUploadList={false}
            beforeUpload={(file) => {
              void submit({ file });
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy}>
              Attach a .txt file
            </Button>
          </Upload>
        </Flex>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Flex>
    </section>
  );
}

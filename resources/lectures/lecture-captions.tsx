import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, List, Popconfirm, Typography, Upload } from 'antd';
import { useState } from 'react';
import { DEFAULT_CAPTION_LABEL, MAX_CAPTION_LABEL } from '../../common/captions';
import type { LectureRecord } from '../../providers/types';
import { useLectureCaptions } from './use-lecture-captions';

/** A lecture's caption tracks: each with a link to its file and a delete, and an upload of a .vtt file. */
export function LectureCaptions({ lecture }: { lecture: LectureRecord }) {
  const [label, setLabel] = useState(DEFAULT_CAPTION_LABEL);
  const captions = useLectureCaptions(lecture.id);
  return (
    <section aria-labelledby="lecture-captions-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="lecture-captions-title" style={{ fontSize: 18, margin: '0 0 12px' }}>
        Captions
      </Typography.Title>
      <List
        size="small"
        bordered
        dataSource={lecture.captions}
        // In the theme's secondary text: antd's list placeholder reads under 4.5:1.
        locale={{ emptyText: <Typography.Text type="secondary">No captions yet</Typography.Text> }}
        renderItem={(track, index) => (
          <List.Item
            actions={[
              <Popconfirm
                key="delete"
                title={`Delete the ${track.label} captions?`}
                okText="Yes"
                cancelText="No"
                onConfirm={() => captions.remove(index)}
              >
                <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Delete ${track.label} captions`} />
              </Popconfirm>,
            ]}
          >
            <Typography.Link href={track.url} target="_blank" rel="noreferrer">
              {track.label}
            </Typography.Link>
          </List.Item>
        )}
      />
      <Flex gap={8} wrap align="center" style={{ marginTop: 16 }}>
        <Input
          aria-label="Caption label"
          placeholder="Label, e.g. English"
          value={label}
          maxLength={MAX_CAPTION_LABEL}
          onChange={(event) => setLabel(event.target.value)}
          style={{ width: 200 }}
        />
        <Upload
          accept=".vtt,text/vtt"
          showUploadList={false}
          beforeUpload={(file) => {
            void captions.upload(file, label);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={captions.busy}>
            Choose .vtt file
          </Button>
        </Upload>
      </Flex>
      {captions.error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {captions.error}
        </Typography.Text>
      )}
    </section>
  );
}

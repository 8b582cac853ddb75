import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { DISCUSSION_REPORT_REASON_MAX } from '../../common/discussions';
import { discussionsApi } from '../../providers/discussions-api';
import type { Attempt } from './post-view';
import { DISCUSSION_UI } from './texts';

/** Report opens a dialog asking the reason; the server's thanks shows once it is sent. */
export function ReportButton({ postId, attempt }: { postId: number; attempt: Attempt }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const send = async () => {
    let thanks = '';
    const done = await attempt(async () => {
      thanks = (await discussionsApi.report(postId, reason)).message;
    });
    if (done) {
      setSent(thanks);
      setOpen(false);
      setReason('');
    }
  };
  return (
    <>
      <Button type="link" onClick={() => setOpen(true)} disabled={sent !== null} title={sent ?? undefined}>
        {sent ? sent : DISCUSSION_UI.report}
      </Button>
      <Modal
        title={DISCUSSION_UI.reportTitle}
        open={open}
        okText={DISCUSSION_UI.report}
        onOk={() => void send()}
        onCancel={() => setOpen(false)}
      >
        <Input.TextArea
          aria-label={DISCUSSION_UI.reportReason}
          placeholder={DISCUSSION_UI.reportReason}
          value={reason}
          maxLength={DISCUSSION_REPORT_REASON_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </>
  );
}

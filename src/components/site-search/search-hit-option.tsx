import { Flex, Tag, theme, Typography } from 'antd';
import type { SearchHit } from '../../../providers/types';
import { formatClock } from '../video-card/format';
import { SEARCH_BOX_TEXTS } from './texts';

/** One hit in the list: the lecture, where it was found (and the moment), and the matched words marked. */
export function SearchHitOption({ hit }: { hit: SearchHit }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={10} align="flex-start" style={{ paddingBlock: 2, whiteSpace: 'normal' }}>
      {hit.poster && (
        <img
          src={hit.poster}
          alt=""
          width={64}
          height={36}
          style={{ objectFit: 'cover', borderRadius: token.borderRadiusSM, flex: 'none', marginTop: 2 }}
        />
      )}
      <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Flex gap={8} justify="space-between" align="baseline">
          <Typography.Text strong ellipsis>
            {hit.lectureName}
          </Typography.Text>
          {hit.atSeconds !== null && (
            <Tag bordered={false} style={{ marginInlineEnd: 0, flex: 'none' }}>
              {SEARCH_BOX_TEXTS.at(formatClock(hit.atSeconds))}
            </Tag>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {SEARCH_BOX_TEXTS.kinds[hit.kind]} · {hit.courseTitle} · {hit.categoryTitle}
        </Typography.Text>
        {hit.snippet.length > 0 && (
          <Typography.Text style={{ fontSize: token.fontSizeSM }}>
            {hit.snippet.map((part, i) =>
              part.match ? (
                <mark
                  // The parts never change order: the index is their identity.
                  key={i}
                  style={{ background: token.colorWarningBg, color: token.colorText, fontWeight: 600, padding: 0 }}
                >
                  {part.text}
                </mark>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

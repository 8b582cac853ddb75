import { Button, Typography } from 'antd';
import type { Street } from '../../common/hand-histories';
import { streetTags } from './street-tags';

/** Web addresses in a post: only http(s), so no `javascript:` or other scheme ever becomes a link. */
const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Pieces of a post's text: plain runs and links, in order. */
export function textPieces(text: string): { text: string; link: boolean }[] {
  const pieces: { text: string; link: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), link: false });
    pieces.push({ text: match[0], link: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), link: false });
  return pieces;
}

/** Plain text with its street tags as buttons that move the thread's replayer, when it has one. */
function PlainText({ text, onStreet }: { text: string; onStreet?(street: Street): void }) {
  if (!onStreet) return text;
  return streetTags(text).map((piece, index) =>
    piece.street ? (
      <Button
        key={index}
        type="link"
        onClick={() => onStreet(piece.street!)}
        aria-label={`Show the ${piece.street} in the hand`}
        style={{ padding: 0, height: 'auto', textDecoration: 'underline' }}
      >
        {piece.text}
      </Button>
    ) : (
      piece.text
    ),
  );
}

/**
 * A member's text as text: React escapes every piece, line breaks show through `pre-line`, and only
 * web addresses become links (opening a new tab, telling the other site nothing). Under a hand,
 * `#flop`, `#turn` and `#river` become buttons that show that street (`onStreet`).
 */
export function PostText({ text, onStreet }: { text: string; onStreet?(street: Street): void }) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 4, overflowWrap: 'anywhere' }}>
      {textPieces(text).map((piece, index) =>
        piece.link ? (
          <a
            key={index}
            href={piece.text}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            // Underlined: colour alone does not set a link apart from the text around it.
            style={{ textDecoration: 'underline' }}
          >
            {piece.text}
          </a>
        ) : (
          <PlainText key={index} text={piece.text} onStreet={onStreet} />
        ),
      )}
    </Typography.Paragraph>
  );
}

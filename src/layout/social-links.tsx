import { DiscordOutlined, XOutlined, YoutubeOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { SOCIAL_LINKS } from '../constants';

const ICONS = { X: <XOutlined />, Discord: <DiscordOutlined />, YouTube: <YoutubeOutlined /> } as const;

export function SocialLinks({ vertical = false }: { vertical?: boolean }) {
  return (
    <Flex gap={8} justify="center" vertical={vertical} align="center">
      {SOCIAL_LINKS.map((link) => (
        <Button
          key={link.name}
          type="text"
          shape="circle"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          icon={ICONS[link.name]}
          aria-label={`Poker on ${link.name}`}
        />
      ))}
    </Flex>
  );
}

import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { lectureDetailsPath } from '../../../common/paths';
import type { SearchHit } from '../../../providers/types';
import { SearchHitOption } from './search-hit-option';
import { SEARCH_BOX_TEXTS } from './texts';
import { useSiteSearch } from './use-site-search';

export interface SiteSearchProps {
  autoFocus?: boolean;
  /** Text typed before the field was ready (deferred-site-search.tsx): searched for at once. */
  initialText?: string;
  /** Called once a hit was chosen and its lecture opens. */
  onChosen?(): void;
}

interface Choice {
  value: string;
  label: ReactNode;
  hit?: SearchHit;
  disabled?: boolean;
}

const STATUS_VALUE = 'status';

/** The search field with its list of hits; choosing one opens the lecture at the hit's moment. */
export function SiteSearch({ autoFocus, initialText = '', onChosen }: SiteSearchProps) {
  const navigate = useNavigate();
  const search = useSiteSearch(initialText);
  // Two caption tracks may hold the same moment: the rank keeps values apart.
  const hits: Choice[] = search.hits.map((hit, rank) => ({
    value: `${rank}:${hit.lectureId}:${hit.atSeconds ?? ''}`,
    label: <SearchHitOption hit={hit} />,
    hit,
  }));
  // No hit, or no answer: an option that cannot be chosen says so (a list box holds options only).
  // While asking, the list stays closed, so the first hit is made active when the hits come.
  const status: Choice = {
    value: STATUS_VALUE,
    disabled: true,
    label: (
      <Typography.Text type="secondary">
        {search.failed ? SEARCH_BOX_TEXTS.failed : SEARCH_BOX_TEXTS.noHits}
      </Typography.Text>
    ),
  };
  const options = hits.length > 0 || !search.typed || search.searching ? hits : [status];
  return (
    <AutoComplete
      // rc-select hands the field its own autoFocus, not the Input's.
      autoFocus={autoFocus}
      value={search.text}
      options={options}
      filterOption={false}
      // Enter opens the best hit, and the field always names a real active option while hits show.
      defaultActiveFirstOption
      // Hits for text typed before the field was ready show without another key press.
      defaultOpen={search.typed}
      // Without a hit rc-select would point the field at an option that does not exist.
      {...(hits.length === 0 && { 'aria-activedescendant': undefined })}
      // Twenty hits at most: a plain list, whose options carry their whole text for screen readers.
      virtual={false}
      onSearch={search.change}
      onSelect={(_, option) => {
        if (!option.hit) return;
        navigate(lectureDetailsPath(option.hit.lectureId, option.hit.atSeconds));
        search.clear();
        onChosen?.();
      }}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { width: 440, maxWidth: 'calc(100vw - 24px)' } } }}
      style={{ width: '100%' }}
    >
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        suffix={search.searching ? <Spin size="small" aria-label={SEARCH_BOX_TEXTS.searching} /> : undefined}
        placeholder={SEARCH_BOX_TEXTS.placeholder}
        aria-label={SEARCH_BOX_TEXTS.label}
      />
    </AutoComplete>
  );
}

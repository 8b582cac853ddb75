import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { hitPath } from './hit-path';
import { SearchHitOption } from './search-hit-option';
import { SEARCH_BOX_TEXTS } from './texts';
import { useSiteSearch } from './use-site-search';

export interface SiteSearchProps {
  autoFocus?: boolean;
  /** Called once a hit was chosen and its lecture opens. */
  onChosen?(): void;
}

/** The search field with its list of hits; choosing one opens the lecture at the hit's moment. */
export function SiteSearch({ autoFocus, onChosen }: SiteSearchProps) {
  const navigate = useNavigate();
  const search = useSiteSearch();
  const options = search.hits.map((hit) => ({
    value: `${hit.lectureId}:${hit.kind}:${hit.atSeconds ?? ''}`,
    label: <SearchHitOption hit={hit} />,
    hit,
  }));
  const status = search.searching ? (
    <Spin size="small" aria-label={SEARCH_BOX_TEXTS.searching} />
  ) : (
    <Typography.Text type="secondary">
      {search.failed ? SEARCH_BOX_TEXTS.failed : SEARCH_BOX_TEXTS.noHits}
    </Typography.Text>
  );
  return (
    <AutoComplete
      value={search.text}
      options={options}
      filterOption={false}
      // Enter opens the best hit, and the field always names a real active option while hits show.
      defaultActiveFirstOption
      // Without options rc-select would point the field at an option that does not exist.
      {...(options.length === 0 && { 'aria-activedescendant': undefined })}
      // Twenty hits at most: a plain list, whose options carry their whole text for screen readers.
      virtual={false}
      onSearch={search.change}
      onSelect={(_, option) => {
        navigate(hitPath(option.hit));
        search.clear();
        onChosen?.();
      }}
      notFoundContent={search.typed ? status : null}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { width: 440, maxWidth: 'calc(100vw - 24px)' } } }}
      style={{ width: '100%' }}
    >
      <Input
        allowClear
        autoFocus={autoFocus}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={SEARCH_BOX_TEXTS.placeholder}
        aria-label={SEARCH_BOX_TEXTS.label}
      />
    </AutoComplete>
  );
}

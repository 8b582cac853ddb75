import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { type ComponentType, useState } from 'react';
import type { SiteSearchProps } from './site-search';
import { SEARCH_BOX_TEXTS } from './texts';

type Loaded = ComponentType<SiteSearchProps>;

let loading: Promise<Loaded> | undefined;
/** The AutoComplete field's chunk, asked for once whoever asks (the header field, the phone dialog). */
export const loadSiteSearch = () => (loading ??= import('./site-search').then((m) => m.SiteSearch));

/**
 * The header's search field, drawn as a plain input until the user reaches for it (hover, focus): only
 * then does antd's AutoComplete (its select, ~22 KB compressed) load, so no page pays for it up front.
 * The input stays in place until the real field is ready, which takes over the typed text and the focus.
 */
export function DeferredSiteSearch() {
  const [SiteSearch, setSiteSearch] = useState<Loaded | null>(null);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  if (SiteSearch) return <SiteSearch autoFocus={focused} initialText={text} />;

  const want = () => void loadSiteSearch().then((loaded) => setSiteSearch(() => loaded));
  return (
    <Input
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      aria-label={SEARCH_BOX_TEXTS.label}
      placeholder={SEARCH_BOX_TEXTS.placeholder}
      prefix={<SearchOutlined aria-hidden />}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPointerEnter={want}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { SEARCH_QUERY_MAX } from '../../../common/search';
import { searchSite } from '../../../providers/search-api';
import type { SearchHit } from '../../../providers/types';
import { SEARCH_DEBOUNCE_MS } from '../../constants';

interface Answer {
  query: string;
  hits: SearchHit[];
  failed: boolean;
}

const NONE: Answer = { query: '', hits: [], failed: false };

/** The typed text and the hits for it, asked for as the user types; a late answer to older text is dropped. */
export function useSiteSearch(initialText = '') {
  const [text, setText] = useState(initialText);
  const [answer, setAnswer] = useState<Answer>(NONE);
  const latest = useRef('');
  const ask = useDebouncedCallback((query: string) => {
    latest.current = query;
    const settle = (next: Answer) => {
      if (latest.current === query) setAnswer(next);
    };
    searchSite(query).then(
      (hits) => settle({ query, hits, failed: false }),
      () => settle({ query, hits: [], failed: true }),
    );
  }, SEARCH_DEBOUNCE_MS);

  const query = text.trim().slice(0, SEARCH_QUERY_MAX);
  const change = (value: string) => {
    setText(value);
    const next = value.trim().slice(0, SEARCH_QUERY_MAX);
    if (next) ask(next);
    else {
      ask.cancel();
      latest.current = '';
      setAnswer(NONE);
    }
  };
  // Text typed before the field was ready is asked for once, as if just typed.
  const [initialQuery] = useState(query);
  useEffect(() => {
    if (initialQuery) ask(initialQuery);
  }, [ask, initialQuery]);

  const current = query !== '' && answer.query === query;
  return {
    text,
    change,
    clear: () => change(''),
    hits: current ? answer.hits : [],
    searching: query !== '' && !current,
    failed: current && answer.failed,
    typed: query !== '',
  };
}

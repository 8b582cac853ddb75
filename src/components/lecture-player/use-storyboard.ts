import { useEffect, useState } from 'react';
import { parseStoryboard, type StoryboardCue } from './storyboard';

/** The storyboard's cues once fetched; none while loading, without a storyboard or when it fails (thumbnails are a nicety). */
export function useStoryboard(url: string | null): StoryboardCue[] {
  const [loaded, setLoaded] = useState<{ url: string; cues: StoryboardCue[] } | null>(null);
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    fetch(url, { signal: abort.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setLoaded({ url, cues: parseStoryboard(text, url) }))
      .catch(() => undefined);
    return () => abort.abort();
  }, [url]);
  return loaded && loaded.url === url ? loaded.cues : [];
}

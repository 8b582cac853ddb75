// jsdom has no matchMedia; antd's responsive grid and sidebar ask for it (node-environment files have no window).
if (typeof window !== 'undefined')
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;

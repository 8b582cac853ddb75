// Must come first: adapts antd 5 to React 19 before any antd component loads.
import '@ant-design/v5-patch-for-react-19';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser every few milliseconds, so the first
// render is not one long task holding the main thread (Lighthouse's Total Blocking Time).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

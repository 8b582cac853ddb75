import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Placeholder page until the client shell issue lands: proves the build is served. */
function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '10vh auto', padding: 24 }}>
      <img src="/logo.svg" width={64} height={64} alt="" />
      <h1>Poker</h1>
      <p>No-Limit Hold&apos;em and Pot Limit Omaha training videos. The member portal is being built; the API answers at /api/health.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

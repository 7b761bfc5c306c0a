// The first download's first part, evaluated in a task of its own (main.tsx): React and React DOM.
export { createRoot } from 'react-dom/client';

import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createRoot } from 'react-dom/client';
import '@store/ui/src/tokens.css';
import AuthModal from './features/sign-in';

// Standalone mode for the team's own development: the modal alone, in a scope of its own.
const scope = fork();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <Provider value={scope}>
      <AuthModal onClose={() => undefined} />
    </Provider>,
  );
}

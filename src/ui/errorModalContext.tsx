import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { ErrorModal } from './ErrorModal.tsx';
import { UnexpectedErrorModal } from './UnexpectedErrorModal.tsx';

export interface ErrorModalApi {
  /** Opens the generic error dialog with this text. */
  showError: (text: string) => void;
  /** Opens the dialog for an error nobody planned for. */
  showUnexpectedError: () => void;
}

const ErrorModalContext = createContext<ErrorModalApi | null>(null);

/** Holds the page's two error dialogs; MantineRoot puts it around every island. */
export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<'error' | 'unexpected' | null>(null);
  // Kept after closing, so the text does not vanish during the closing transition.
  const [text, setText] = useState('');
  const api = useMemo<ErrorModalApi>(
    () => ({
      showError: (message) => {
        setText(message);
        setShown('error');
      },
      showUnexpectedError: () => setShown('unexpected'),
    }),
    [],
  );
  const close = () => setShown(null);
  return (
    <ErrorModalContext.Provider value={api}>
      {children}
      <ErrorModal opened={shown === 'error'} onClose={close} text={text} />
      <UnexpectedErrorModal opened={shown === 'unexpected'} onClose={close} />
    </ErrorModalContext.Provider>
  );
}

/** `const { showError } = useErrorModal()` anywhere inside MantineRoot. */
export function useErrorModal(): ErrorModalApi {
  const api = useContext(ErrorModalContext);
  if (!api) throw new Error('useErrorModal() needs a MantineRoot above it');
  return api;
}

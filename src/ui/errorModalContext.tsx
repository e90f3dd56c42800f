import {
  createContext,
  Suspense,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { importWhenReachable } from './importWhenReachable.ts';
import { lazyPart } from './lazyPart.tsx';

// The dialogs (Mantine Modal, focus trap, portal) load only when an error first shows:
// every island carries this provider, and most pages never open either dialog.
const ErrorModal = lazyPart(
  importWhenReachable('lazy-files:src/ui/ErrorModal.tsx', () =>
    import('./ErrorModal.tsx').then((m) => m.ErrorModal),
  ),
);
const UnexpectedErrorModal = lazyPart(
  importWhenReachable('lazy-files:src/ui/UnexpectedErrorModal.tsx', () =>
    import('./UnexpectedErrorModal.tsx').then((m) => m.UnexpectedErrorModal),
  ),
);

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
  // Once loaded, a dialog stays mounted so its closing transition and focus return run.
  const [used, setUsed] = useState({ error: false, unexpected: false });
  // A dialog that mounts already open cannot know what had focus before, so the
  // provider remembers it and gives focus back on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  // Kept after closing, so the text does not vanish during the closing transition.
  const [text, setText] = useState('');
  const api = useMemo<ErrorModalApi>(() => {
    const remember = () => {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    };
    return {
      showError: (message) => {
        remember();
        setText(message);
        setShown('error');
        setUsed((u) => ({ ...u, error: true }));
      },
      showUnexpectedError: () => {
        remember();
        setShown('unexpected');
        setUsed((u) => ({ ...u, unexpected: true }));
      },
    };
  }, []);
  const close = () => {
    setShown(null);
    returnFocus.current?.focus();
  };
  return (
    <ErrorModalContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {used.error && <ErrorModal opened={shown === 'error'} onClose={close} text={text} />}
        {used.unexpected && (
          <UnexpectedErrorModal opened={shown === 'unexpected'} onClose={close} />
        )}
      </Suspense>
    </ErrorModalContext.Provider>
  );
}

/** `const { showError } = useErrorModal()` anywhere inside MantineRoot. */
export function useErrorModal(): ErrorModalApi {
  const api = useContext(ErrorModalContext);
  if (!api) throw new Error('useErrorModal() needs a MantineRoot above it');
  return api;
}

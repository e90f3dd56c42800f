import './button.css';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useText } from '../i18n/react.tsx';
import { Icon, type IconName } from './Icon.tsx';
import { Spinner } from './Spinner.tsx';
import { BUTTON_ICON_SIZE } from './sizes.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

type NativeProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'>;

interface BaseProps extends NativeProps {
  /** Shows a spinner, keeps the button's width and ignores clicks (no double submit). */
  loading?: boolean;
  /** Takes the full width of its container. */
  block?: boolean;
  /** `secondary` is the outlined button beside a primary action. */
  variant?: 'primary' | 'secondary';
  /** An icon before the text, or the whole content of an icon-only button. */
  icon?: IconName;
}

interface TextButtonProps extends BaseProps {
  children: ReactNode;
  /** Looks like a link inside running text. */
  inline?: boolean;
  iconOnly?: false;
  label?: never;
}

interface IconOnlyButtonProps extends BaseProps {
  iconOnly: true;
  icon: IconName;
  /** The accessible name an icon-only button cannot take from visible text. */
  label: string;
  children?: never;
  inline?: never;
}

export type ButtonProps = TextButtonProps | IconOnlyButtonProps;

/**
 * The site's button, a native <button> with its own stylesheet: it is on every screen's
 * first paint (retry, fallback), where a component library's button would cost a sixth of
 * the page's script budget, and no other stylesheet can change how it looks.
 */
export function Button(props: ButtonProps) {
  const t = useText();
  const {
    loading = false,
    disabled = false,
    block = false,
    variant = 'primary',
    icon,
    iconOnly = false,
    inline = false,
    label,
    children,
    onClick,
    type = 'button',
    className,
    ...native
  } = props;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The button stays focusable while busy (a disabled one would drop keyboard focus),
    // so a click or Enter during loading is swallowed here, including a form submit.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...native}
      type={type}
      className={['ui-button', className].filter(Boolean).join(' ')}
      data-variant={inline ? 'transparent' : variant === 'secondary' ? 'outline' : 'filled'}
      data-inline={inline || undefined}
      data-block={block || undefined}
      data-icon-only={iconOnly || undefined}
      disabled={disabled}
      aria-label={label}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
    >
      {/* Stays in the layout while loading (only made transparent), so the width holds. */}
      <span className="ui-button__content">
        {icon && <Icon name={icon} size={BUTTON_ICON_SIZE} />}
        {children}
      </span>
      {loading && (
        <span className="ui-button__spinner">
          <Spinner size="small" color="currentColor" />
          <VisuallyHidden>{t('ui:button.loading')}</VisuallyHidden>
        </span>
      )}
    </button>
  );
}

import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import './button.css';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Button as MantineButton, VisuallyHidden } from '@mantine/core';
import { useText } from '../i18n/react.tsx';
import { Icon, type IconName } from './Icon.tsx';
import { Spinner } from './Spinner.tsx';
import { BUTTON_ICON_SIZE } from './sizes.ts';

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
    <MantineButton
      {...native}
      className={['ui-button', native.className].filter(Boolean).join(' ')}
      variant={inline ? 'transparent' : variant === 'secondary' ? 'outline' : 'filled'}
      disabled={disabled}
      fullWidth={block}
      mod={{ inline, 'icon-only': iconOnly }}
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
    </MantineButton>
  );
}

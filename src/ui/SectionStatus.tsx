import './section-status.css';
import type { ReactNode, Ref } from 'react';
import { useText } from '../i18n/react.tsx';
import { Icon, type IconName } from './Icon.tsx';
import { STATUS_ICON_SIZE } from './sizes.ts';
import type { TextKey } from '../i18n/keys.ts';

export type StatusType = 'error' | 'warning' | 'success' | 'info';

const icons: Record<StatusType, IconName> = {
  error: 'error',
  warning: 'alert',
  success: 'success',
  info: 'info',
};

/** The icon's name, so the type is not told by colour alone. */
const typeLabelKeys: Record<StatusType, TextKey> = {
  error: 'ui:sectionStatus.error',
  warning: 'ui:sectionStatus.warning',
  success: 'ui:sectionStatus.success',
  info: 'ui:sectionStatus.info',
};

export interface SectionStatusProps {
  type?: StatusType;
  headline?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  text?: ReactNode;
  /** Actions under the text, e.g. a ButtonGroup. */
  buttons?: ReactNode;
  /** The box, for moving the focus to it: given one, it can take the focus. */
  ref?: Ref<HTMLDivElement>;
}

/** A message about a section: errors interrupt screen readers, other types wait. */
export function SectionStatus({
  type = 'error',
  headline,
  headingLevel = 2,
  text,
  buttons,
  ref,
}: SectionStatusProps) {
  const t = useText();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className="ui-section-status"
      data-type={type}
      role={type === 'error' ? 'alert' : 'status'}
      ref={ref}
      tabIndex={ref ? -1 : undefined}
    >
      <Icon
        name={icons[type]}
        size={STATUS_ICON_SIZE}
        label={t(typeLabelKeys[type])}
        className="ui-section-status__icon"
      />
      <div className="ui-section-status__body">
        {headline && <Heading className="ui-section-status__headline">{headline}</Heading>}
        {text && <div className="ui-section-status__text">{text}</div>}
        {buttons && <div className="ui-section-status__buttons">{buttons}</div>}
      </div>
    </div>
  );
}

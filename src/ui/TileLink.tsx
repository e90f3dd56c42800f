import './tile-link.css';
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

export interface TileLinkProps {
  href: string;
  title: ReactNode;
  description?: ReactNode;
}

/** A card that is one link as a whole: a single tab stop, the title as its name. */
export function TileLink({ href, title, description }: TileLinkProps) {
  return (
    <a className="ui-tile-link" href={href}>
      <span className="ui-tile-link__text">
        <span className="ui-tile-link__title">{title}</span>
        {description && <span className="ui-tile-link__description">{description}</span>}
      </span>
      <Icon name="chevronRight" className="ui-tile-link__arrow" />
    </a>
  );
}

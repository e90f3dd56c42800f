// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Handset } from './Handset.tsx';
import { factValue } from '../../testing.tsx';
import { examplePart, renderDetails } from './testing.tsx';

const exampleHardware = () => examplePart('hardware');

describe('Handset', () => {
  it('says which device it is: name, manufacturer, colour and capacity', () => {
    renderDetails(<Handset hardware={exampleHardware()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ihr Smartphone' })).toBeVisible();
    expect(factValue('Gerät')).toBe('iPhone 17');
    expect(factValue('Hersteller')).toBe('Apple');
    expect(factValue('Farbe')).toBe('Mitternacht');
    expect(factValue('Speicher')).toBe('256 GB');
  });

  it('shows the one-time and the monthly price', () => {
    renderDetails(<Handset hardware={exampleHardware()} />);
    expect(screen.getByText('99,00 € einmalig')).toBeVisible();
    expect(screen.getByText('25,00 € monatlich')).toBeVisible();
    expect(screen.getByText('für 24 Monate')).toBeVisible();
  });

  it('describes a single picture by name and colour, without carousel controls', () => {
    renderDetails(<Handset hardware={exampleHardware()} />);
    const image = screen.getByRole('img', { name: 'Apple iPhone 17 in Mitternacht' });
    expect(image).toHaveAttribute('src', '/images/iphone-17-midnight.webp');
    expect(screen.queryByRole('button', { name: 'Nächste Folie' })).not.toBeInTheDocument();
  });

  it('puts several pictures in the carousel', async () => {
    const hardware = exampleHardware();
    hardware.images = ['front', 'back', 'side'].map((side) => ({
      url: `/images/iphone-17-${side}.webp`,
      alt: side,
    }));
    renderDetails(<Handset hardware={hardware} />);
    // Only a handset with several pictures loads the carousel.
    const carousel = await screen.findByRole('region', { name: 'Bilder von Apple iPhone 17' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    const images = within(carousel).getAllByRole('img', { hidden: true });
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(
      Array(3).fill('Apple iPhone 17 in Mitternacht'),
    );
    expect(within(carousel).getByRole('button', { name: 'Nächste Folie' })).toBeVisible();
  });

  it('draws a phone, named like the picture, when the offer has none', () => {
    const hardware = exampleHardware();
    hardware.images = [];
    renderDetails(<Handset hardware={hardware} />);
    const drawn = screen.getByRole('img', { name: 'Apple iPhone 17 in Mitternacht' });
    expect(drawn.tagName).toBe('svg');
    expect(factValue('Gerät')).toBe('iPhone 17');
  });

  it('draws the phone in place of a picture that does not load', () => {
    renderDetails(<Handset hardware={exampleHardware()} />);
    const image = screen.getByRole('img', { name: 'Apple iPhone 17 in Mitternacht' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const drawn = screen.getByRole('img', { name: 'Apple iPhone 17 in Mitternacht' });
    expect(drawn.tagName).toBe('svg');
  });

  it('fits under a position heading', () => {
    renderDetails(<Handset hardware={exampleHardware()} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Ihr Smartphone' })).toBeVisible();
  });
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSection } from './PageSection.tsx';
import { renderUi } from './renderUi.tsx';

describe('PageSection', () => {
  it('with a heading is a region named by it', () => {
    renderUi(
      <PageSection heading="Ihre Daten">
        <p>Max Muster</p>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'Ihre Daten' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
    expect(region).toHaveTextContent('Max Muster');
  });

  it('without a heading is a plain block', () => {
    renderUi(
      <PageSection>
        <p>Max Muster</p>
      </PageSection>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Max Muster')).toBeVisible();
  });

  it('fits the heading level to the page outline', () => {
    renderUi(
      <PageSection heading="Zahlung" headingLevel={3}>
        <p>SEPA</p>
      </PageSection>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Zahlung' })).toBeVisible();
  });
});

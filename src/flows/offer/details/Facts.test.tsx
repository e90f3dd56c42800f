// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Fact, Facts } from './Facts.tsx';
import { renderDetails } from './testing.tsx';

describe('Facts', () => {
  it('pairs each name with its value in a description list', () => {
    renderDetails(
      <Facts>
        <Fact term="Farbe">Mitternacht</Fact>
        <Fact term="Speicher">256 GB</Fact>
      </Facts>,
    );
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(terms).toEqual(['Farbe', 'Speicher']);
    expect(values).toEqual(['Mitternacht', '256 GB']);
    expect(screen.getByText('Farbe').closest('dl')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { terminationLabel } from './terminationLabel.ts';

describe('terminationLabel', () => {
  it('joins service type, cancellation type and timing with slashes', () => {
    expect(
      terminationLabel({
        serviceType: 'mobile',
        cancellationType: 'Regular',
        selectTerminationDate: true,
      }),
    ).toBe('mobile/Regular/later');
    expect(
      terminationLabel({
        serviceType: 'internet',
        cancellationType: 'Special',
        selectTerminationDate: false,
      }),
    ).toBe('internet/Special/now');
  });

  it('prefixes the outcome of a submit', () => {
    const choice = {
      serviceType: 'option',
      cancellationType: 'Regular',
      selectTerminationDate: false,
    } as const;
    expect(terminationLabel(choice, 'success')).toBe('success/option/Regular/now');
    expect(terminationLabel(choice, 'failure')).toBe('failure/option/Regular/now');
  });

  it('keeps a slot for choices not made yet', () => {
    expect(terminationLabel({})).toBe('none/none/none');
    expect(terminationLabel({ serviceType: 'mobile', cancellationType: 'None' }, 'failure')).toBe(
      'failure/mobile/None/none',
    );
  });
});

import { ComboboxChevron, TextInput } from '@mantine/core';
import { useMemo, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { brand } from 'virtual:brand';
import type { IdDocument } from '../../../api/contract/identity.ts';
import { useLocale, useText } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { idFieldId, type IdFormValues } from './idForm.ts';
import { nationalityOptions } from './nationalityOptions.ts';
import type { NationalitySelectProps } from './NationalitySelect.tsx';
import { standInKey, standInStart, type StandIn } from './standIn.ts';
import type { NationalitiesState } from './useNationalities.ts';

export interface NationalityFieldProps {
  control: Control<IdFormValues, unknown, IdDocument>;
  /** The field's message, translated. */
  message: string | undefined;
  /** The schema requires a nationality (`step.required`). */
  required: boolean;
  nationalities: NationalitiesState;
  onRetry: () => void;
}

const loadSelect = () => import('./NationalitySelect.tsx').then((m) => m.NationalitySelect);

/**
 * A searchable list of the brand's nationalities. Without the list the field says so
 * and offers a retry; its button then takes the field's id, so the summary leads there.
 *
 * The list (Mantine's Select and its popover) loads when the customer first points at,
 * focuses or types into the field; until then a stand-in of the same look holds the
 * field's place, label and hint, and takes what the customer does: the text typed, and
 * like the list, the arrow keys and Enter choose among the nationalities that match it.
 * The list takes over with that text and the focus where the stand-in leaves them.
 */
export function NationalityField({
  control,
  message,
  required,
  nationalities,
  onRetry,
}: NationalityFieldProps) {
  const t = useText();
  const locale = useLocale();
  const {
    field: { name, value, onChange, onBlur, ref },
  } = useController({ control, name: 'nationality' });
  const options = useMemo(
    () =>
      nationalities.kind === 'loaded'
        ? nationalityOptions(nationalities.list, locale, brand.likelyNationalities)
        : [],
    [nationalities, locale],
  );
  const [List, setList] = useState<ComponentType<NationalitySelectProps>>();
  const [early, setEarly] = useState(standInStart);
  const loading = useRef(false);

  if (nationalities.kind === 'failed') {
    return (
      <SectionStatus
        headingLevel={3}
        headline={t('idData:nationality.failed.headline')}
        text={message ?? t('idData:nationality.failed.text')}
        buttons={
          <Button type="button" variant="secondary" id={idFieldId('nationality')} onClick={onRetry}>
            {t('idData:nationality.failed.retry')}
          </Button>
        }
      />
    );
  }

  const labelOf = (code: string) => options.find((option) => option.value === code)?.label ?? '';
  const field = {
    id: idFieldId('nationality'),
    label: t('idData:nationality.label'),
    description: t('idData:nationality.hint'),
    placeholder: nationalities.kind === 'loading' ? t('idData:nationality.loading') : undefined,
    required,
    disabled: nationalities.kind === 'loading',
    error: message,
    name,
    onBlur,
  };

  // The list takes over unless the customer is arrowing through it unseen: Enter ends that.
  if (List && early.moves === 0)
    return (
      <List
        {...field}
        nothingFoundMessage={t('idData:nationality.nothingFound')}
        data={options}
        value={value}
        onChange={onChange}
        inputRef={ref}
        search={early.search ?? labelOf(value)}
        opened={early.opened}
        focused={early.focused}
      />
    );

  const want = () => {
    if (loading.current) return;
    loading.current = true;
    // A failed load (offline) leaves the stand-in, which tries again on the next turn.
    loadSelect().then(
      (select) => setList(() => select),
      () => (loading.current = false),
    );
  };
  const update = (change: Partial<StandIn>) => setEarly((now) => ({ ...now, ...change }));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { next, chosen, consumed } = standInKey(early, event.key, options);
    if (consumed) event.preventDefault();
    if (chosen) onChange(chosen);
    if (next !== early) setEarly(next);
  };

  return (
    <TextInput
      {...field}
      ref={ref}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<ComboboxChevron error={message} />}
      rightSectionPointerEvents="none"
      value={early.search ?? labelOf(value)}
      onChange={(event) => update({ search: event.currentTarget.value, moves: 0, opened: true })}
      onKeyDown={onKeyDown}
      onPointerEnter={want}
      onPointerDown={() => {
        want();
        update({ opened: true });
      }}
      onFocus={() => {
        want();
        update({ focused: true });
      }}
      onBlur={() => {
        update({ focused: false });
        onBlur();
      }}
    />
  );
}

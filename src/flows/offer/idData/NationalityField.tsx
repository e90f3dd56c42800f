import { useMemo, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { brand } from 'virtual:brand';
import { useText, useTexts } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { importWhenReachable } from '../../../ui/importWhenReachable.ts';
import { SectionStatus, type SectionStatusProps } from '../../../ui/SectionStatus.tsx';
import { NativeSelect, TextInput } from '../../../ui/TextInput.tsx';
import { idFieldId } from './idForm.ts';
import { nationalityOptions } from './nationalityOptions.ts';
import { typedChoice } from './nationalityRanking.ts';
import type { NationalitySelectProps } from './NationalitySelect.tsx';
import { standInKey, standInStart, type StandIn } from './standIn.ts';
import type { NationalitiesState } from './useNationalities.ts';

export interface NationalityFieldProps {
  /** The chosen code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  /** The field's message, translated. */
  message: string | undefined;
  /** The schema requires a nationality (`step.required`). */
  required: boolean;
  nationalities: NationalitiesState;
  onRetry: () => void;
}

const loadSelect = importWhenReachable(
  'lazy-files:src/flows/offer/idData/NationalitySelect.tsx',
  () => import('./NationalitySelect.tsx').then((m) => m.NationalitySelect),
);

/**
 * A searchable list of the brand's nationalities. Without the list the field says so
 * and offers a retry; its button then takes the field's id, so the summary leads there.
 *
 * The list (Mantine's Select and its popover) loads when the customer first points at,
 * focuses or types into the field; until then a stand-in of the same look holds the
 * field's place, label and hint, and takes what the customer does: the text typed, and
 * like the list, the arrow keys and Enter choose among the nationalities that match it.
 * The list takes over with that text and the focus where the stand-in leaves them. When
 * its code does not arrive (a dropped connection), a plain list of the same options takes
 * the stand-in's place and says so; its button loads the searchable list again, which then
 * opens with the focus in the field.
 */
export function NationalityField({
  value,
  onChange,
  message,
  required,
  nationalities,
  onRetry,
}: NationalityFieldProps) {
  const { t, locale } = useTexts();
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
  /** The list's code did not arrive (a dropped connection): said, and tried again. */
  const [listLoad, setListLoad] = useState<'fine' | 'failed' | 'retrying'>('fine');

  if (nationalities.kind === 'failed')
    return (
      <LoadAgain
        headline={t('idData:nationality.failed.headline')}
        text={message ?? t('idData:nationality.failed.text')}
        id={idFieldId('nationality')}
        onRetry={onRetry}
      />
    );

  const labelOf = (code: string) => options.find((option) => option.value === code)?.label ?? '';
  const field = {
    id: idFieldId('nationality'),
    label: t('idData:nationality.label'),
    description: t('idData:nationality.hint'),
    placeholder: nationalities.kind === 'loading' ? t('idData:nationality.loading') : undefined,
    required,
    disabled: nationalities.kind === 'loading',
    error: message,
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
        search={early.search ?? labelOf(value)}
        opened={early.opened}
        focused={early.focused}
      />
    );

  const update = (change: Partial<StandIn>) => setEarly((now) => ({ ...now, ...change }));
  /** Loads the list; `then`: where the stand-in leaves it once it is there. */
  const want = (then: Partial<StandIn> = {}) => {
    if (loading.current) return;
    loading.current = true;
    loadSelect().then(
      (select) => {
        setListLoad('fine');
        update(then);
        setList(() => select);
      },
      // A plain list takes the stand-in's place and says so; its button tries again.
      () => {
        loading.current = false;
        setListLoad('failed');
      },
    );
  };
  const retry = () => {
    setListLoad('retrying');
    // The customer asked for the list: it opens with the focus in the field.
    want({ opened: true, focused: true });
  };
  // Until a retry brings the list, a plain list of the same options lets the customer choose.
  if (listLoad !== 'fine') {
    const plain = { ...field, placeholder: undefined };
    return (
      <>
        <NativeSelect
          {...plain}
          // The customer was in the field: they stay there.
          autoFocus={early.focused}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            // A choice here replaces what was typed: the list shows it when it comes.
            update({ search: undefined });
          }}
        >
          <option value="">{t('idData:nationality.listFailed.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <LoadAgain
          type="warning"
          headline={t('idData:nationality.listFailed.headline')}
          text={t('idData:nationality.listFailed.text')}
          loading={listLoad === 'retrying'}
          onRetry={retry}
        />
      </>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { next, chosen, consumed } = standInKey(early, event.key, options);
    if (consumed) event.preventDefault();
    if (chosen) onChange(chosen);
    if (next !== early) setEarly(next);
  };

  return (
    <TextInput
      {...field}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<Icon name="selector" />}
      rightSectionPointerEvents="none"
      value={early.search ?? labelOf(value)}
      onChange={(event) => update({ search: event.currentTarget.value, moves: 0, opened: true })}
      onKeyDown={onKeyDown}
      onPointerEnter={() => want()}
      onPointerDown={() => {
        want();
        update({ opened: true });
      }}
      onFocus={() => {
        want();
        update({ focused: true });
      }}
      onBlur={() => {
        // A nationality typed out counts as chosen, as in the list.
        const typed = typedChoice(options, early.search ?? '');
        if (typed) onChange(typed.value);
        update(typed ? { focused: false, search: undefined } : { focused: false });
      }}
    />
  );
}

interface LoadAgainProps extends Pick<SectionStatusProps, 'type' | 'headline' | 'text'> {
  /** The button's id: the error summary's link to the field leads there. */
  id?: string;
  loading?: boolean;
  onRetry: () => void;
}

/** Says what did not load, with the button that loads it again. */
function LoadAgain({ id, loading, onRetry, ...status }: LoadAgainProps) {
  const t = useText();
  return (
    <SectionStatus
      headingLevel={3}
      {...status}
      buttons={
        <Button
          type="button"
          variant="secondary"
          id={id}
          loading={loading ?? false}
          onClick={onRetry}
        >
          {t('idData:nationality.failed.retry')}
        </Button>
      }
    />
  );
}

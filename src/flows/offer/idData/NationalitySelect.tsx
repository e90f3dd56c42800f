import {
  Select,
  type ComboboxItem,
  type ComboboxParsedItem,
  type SelectProps,
} from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MantineScope } from '../../../ui/MantineScope.tsx';
import type { NationalityOption } from './nationalityOptions.ts';
import { matchingOptions, typedChoice } from './nationalityRanking.ts';

export interface NationalitySelectProps extends Pick<
  SelectProps,
  | 'id'
  | 'label'
  | 'description'
  | 'placeholder'
  | 'required'
  | 'disabled'
  | 'error'
  | 'nothingFoundMessage'
> {
  data: NationalityOption[];
  /** The chosen code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  /** What the field shows and filters by as it opens: the stand-in's text. */
  search: string;
  /** The list opens at once: the customer clicked, typed or pressed an arrow key. */
  opened: boolean;
  /** The stand-in had the focus: this input takes it over, the caret after the text. */
  focused: boolean;
}

const isOption = (item: ComboboxParsedItem): item is ComboboxItem => 'value' in item;

/**
 * The searchable list of nationalities: Mantine's Select with its popover, about 25 KB gzip
 * that `NationalityField` loads when the customer first turns to the field, and takes over
 * from its stand-in where the customer left it.
 */
export function NationalitySelect({
  data,
  value,
  onChange,
  search: initialSearch,
  opened,
  focused,
  ...field
}: NationalitySelectProps) {
  const input = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState(initialSearch);
  // Select resets its search to the chosen option (or to nothing) as it mounts; the text
  // the customer typed into the stand-in wins, so changes count once the field is in place.
  const placed = useRef(false);
  // A list open from the start tells its input so (aria-expanded) once it rendered again.
  const [, renderAgain] = useState(0);
  useEffect(() => {
    placed.current = true;
    const frame = requestAnimationFrame(() => renderAgain(1));
    const element = input.current;
    if (focused && element) {
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    }
    return () => cancelAnimationFrame(frame);
  }, [focused]);
  // The nationality typed out in full, or the only one matching, counts as chosen when the
  // customer leaves the field or presses Enter without picking from the list.
  const typed = useRef(search);
  useLayoutEffect(() => {
    typed.current = search;
  });
  /** The nationality the text typed names, when it is not the one chosen already. */
  const typedOption = () => {
    const option = typedChoice(data, typed.current);
    return option && option.value !== value ? option : undefined;
  };
  const typedOptionRef = useRef(typedOption);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    typedOptionRef.current = typedOption;
    onChangeRef.current = onChange;
  });
  // Mantine's Select sets its keyboard choice back in a timeout as the list opens. An arrow
  // key handled before that timeout (a busy phone; typing on as the list arrives) highlights
  // an option that Enter then leaves alone, and the Enter sends the step instead. Enter that
  // the Select left to the page chooses the option the customer sees highlighted, else the
  // one typed out; in a list still open it never sends the step.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const page = element.ownerDocument;
    const chooseHighlighted = (event: KeyboardEvent) => {
      if (event.target !== element || event.key !== 'Enter' || event.defaultPrevented) return;
      if (event.isComposing) return;
      const highlighted = page.getElementById(element.getAttribute('aria-activedescendant') ?? '');
      if (highlighted?.hasAttribute('data-combobox-selected')) {
        event.preventDefault();
        highlighted.click();
        return;
      }
      const open = element.getAttribute('aria-expanded') === 'true';
      if (open) event.preventDefault();
      const option = typedOptionRef.current();
      if (!option) return;
      event.preventDefault();
      // Chosen as a click on it would: the Select closes its list and shows the name.
      const listbox = page.getElementById(element.getAttribute('aria-controls') ?? '');
      const shown = [...(listbox?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
      const target = shown.find((item) => item.textContent === option.label);
      if (target) target.click();
      else onChangeRef.current(option.value);
    };
    // On the document, so that it runs after the Select's own handler (React's, on the root).
    page.addEventListener('keydown', chooseHighlighted);
    return () => page.removeEventListener('keydown', chooseHighlighted);
  }, []);

  return (
    <MantineScope>
      <Select
        {...field}
        ref={input}
        data={data}
        searchable
        filter={({ options, search }) => matchingOptions(options.filter(isOption), search)}
        searchValue={search}
        onSearchChange={(next) => placed.current && setSearch(next)}
        defaultDropdownOpened={opened}
        value={value === '' ? null : value}
        // Enter on the nationality shown keeps it; it never empties the field.
        allowDeselect={false}
        onChange={(chosen) => onChange(chosen ?? '')}
        onBlur={() => {
          const option = typedOption();
          if (option) onChange(option.value);
        }}
      />
    </MantineScope>
  );
}

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Modal, Popover, TextInput } from '@mantine/core';
import { DatesProvider, getDefaultClampedDate } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useLocale, useText } from '../i18n/react.tsx';
import type { Locale } from '../routes.ts';
import { MantineScope } from './MantineScope.tsx';
import { CalendarPanel } from './datepicker/CalendarPanel.tsx';
import { DEFAULT_MOBILE_BREAKPOINT_PX, DEFAULT_TIME_STEP_MINUTES } from './datepicker/constants.ts';
import { datesSettings, dayName } from './datepicker/datesSettings.ts';
import { joinDateTime, splitDateTime, type DateRange } from './datepicker/format.ts';
import { todayIso, type IsoDate, type IsoTime } from './datepicker/isoDate.ts';
import {
  invalidDateMessage,
  type DateFieldName,
  type InvalidDateMessage,
} from './datepicker/messages.ts';
import {
  dateBounds,
  type DateRules,
  type InvalidDateReason,
  type PickerRules,
  type RangeRules,
  type TimeRules,
} from './datepicker/rules.ts';
import {
  anchorDate,
  emptyValue,
  evaluateText,
  evaluateValue,
  formatValue,
  sameValue,
  type Evaluation,
  type PickerType,
  type PickerValue,
} from './datepicker/selection.ts';
import { OverlayPanel, type DatePickerOverlay } from './datepicker/OverlayPanel.tsx';
import { TimePanel } from './datepicker/TimePanel.tsx';

export type { DateRange } from './datepicker/format.ts';
export type { DateFieldName, InvalidDateMessage } from './datepicker/messages.ts';
export type { InvalidDateReason } from './datepicker/rules.ts';
export type { DatePickerOverlay } from './datepicker/OverlayPanel.tsx';

interface CommonProps extends DateRules, RangeRules, TimeRules {
  /** Visible label, already translated. */
  label: string;
  /** The date's name in the date table's messages (`terminationDate`; "Das Datum" without one). */
  fieldName?: DateFieldName | undefined;
  /** Extra help shown under the label; the expected format is always added. */
  description?: string | undefined;
  /** The input's id, for an error summary's link to the field. */
  id?: string | undefined;
  /** The form's own message for the field (already translated); the picker's refusal wins. */
  error?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Viewport width (px) below which the calendar opens as a modal. */
  mobileBreakpoint?: number | undefined;
  /** Minutes between the times offered by the date-time picker. */
  timeStep?: number | undefined;
  /**
   * A typed or chosen value broke a rule; it is not taken over and the field shows why.
   * `message` is that text's key and values, for showing it elsewhere too.
   */
  onInvalidDate?:
    | ((reason: InvalidDateReason, value: string | DateRange, message: InvalidDateMessage) => void)
    | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  onOverlayChange?: ((overlay: DatePickerOverlay) => void) | undefined;
}

/** `date`: `YYYY-MM-DD`; `datetime`: `YYYY-MM-DD HH:mm`. */
interface SingleProps {
  type?: 'date' | 'datetime' | undefined;
  value?: string | null | undefined;
  defaultValue?: string | null | undefined;
  onChange?: ((value: string | null) => void) | undefined;
}

interface RangeValueProps {
  type: 'range';
  value?: DateRange | undefined;
  defaultValue?: DateRange | undefined;
  onChange?: ((value: DateRange) => void) | undefined;
}

export type DatePickerProps = CommonProps & (SingleProps | RangeValueProps);

/**
 * The shared date, date-range and date-time picker (SPEC §2, §4, §5, §9). Mantine has no
 * single component that takes typed dates and also offers a calendar that works with the
 * keyboard (its DateInput's dropdown cannot be reached by keyboard, its DatePickerInput
 * cannot be typed into), so this is a text field in the page locale's format beside a
 * button that opens Mantine's calendar (and a time overlay) in a popover, or a modal on phones.
 * Every rule disables days and times there and refuses typed values with a message.
 */
export function DatePicker(props: DatePickerProps) {
  const locale = useLocale();
  const settings = useMemo(() => datesSettings(locale), [locale]);
  return (
    <MantineScope>
      <DatesProvider settings={settings}>
        <DatePickerField {...props} locale={locale} />
      </DatesProvider>
    </MantineScope>
  );
}

function pickRules(p: DatePickerProps): PickerRules {
  return {
    minDate: p.minDate,
    maxDate: p.maxDate,
    disabledDates: p.disabledDates,
    allowedDates: p.allowedDates,
    disabledWeekdays: p.disabledWeekdays,
    yearRange: p.yearRange,
    minRangeDays: p.minRangeDays,
    maxRangeDays: p.maxRangeDays,
    minTime: p.minTime,
    maxTime: p.maxTime,
    disabledTimes: p.disabledTimes,
  };
}

function DatePickerField(props: DatePickerProps & { locale: Locale }) {
  const { label, description, required, disabled, locale } = props;
  const type: PickerType = props.type ?? 'date';
  const rules = pickRules(props);
  const t = useText();
  const mobile = useMediaQuery(
    `(width < ${props.mobileBreakpoint ?? DEFAULT_MOBILE_BREAKPOINT_PX}px)`,
  );

  const controlled = props.value !== undefined;
  const [inner, setInner] = useState<PickerValue>(props.defaultValue ?? emptyValue(type));
  const value: PickerValue = controlled ? (props.value ?? null) : inner;
  const [text, setText] = useState(() => formatValue(type, value, locale));
  const [error, setError] = useState<InvalidDateReason | null>(null);
  const [opened, setOpened] = useState(false);
  const [overlay, setOverlay] = useState<DatePickerOverlay>('month');
  const [displayed, setDisplayed] = useState<IsoDate>(todayIso);
  const [draftRange, setDraftRange] = useState<DateRange>([null, null]);
  const [draftDay, setDraftDay] = useState<IsoDate | null>(null);
  const dropdownId = useId();
  const pattern = t(`datepicker:pattern.${type}`);
  const dateName = t(`dates:fields.${props.fieldName ?? 'date'}`);
  /** The text as last committed: blur and Enter re-check only what the customer changed. */
  const committedText = useRef(text);
  /** The value last sent out: a different incoming value comes from the parent. */
  const lastValue = useRef(value);

  useEffect(() => {
    if (sameValue(value, lastValue.current)) return;
    lastValue.current = value;
    const formatted = formatValue(type, value, locale);
    committedText.current = formatted;
    setText(formatted);
    setError(null);
  }, [value, type, locale]);

  const setValue = (next: PickerValue) => {
    if (sameValue(next, value)) return;
    lastValue.current = next;
    if (!controlled) setInner(next);
    (props.onChange as ((v: PickerValue) => void) | undefined)?.(next);
  };

  /** Takes over a valid value; a refused one keeps its text on screen, empties the value and says why. */
  const apply = (evaluation: Evaluation, shown: string) => {
    committedText.current = shown;
    setText(shown);
    if (evaluation.ok) {
      setError(null);
      setValue(evaluation.value);
      return;
    }
    setError(evaluation.reason);
    setValue(emptyValue(type));
    props.onInvalidDate?.(
      evaluation.reason,
      evaluation.rejected,
      invalidDateMessage(evaluation.reason, { rules, locale, pattern, field: dateName }),
    );
  };

  const commitText = () => {
    if (text === committedText.current) return;
    const evaluation = evaluateText(type, text, locale, rules);
    apply(evaluation, evaluation.ok ? formatValue(type, evaluation.value, locale) : text);
  };

  const choose = (chosen: PickerValue) =>
    apply(evaluateValue(type, chosen, rules), formatValue(type, chosen, locale));

  const changeOverlay = (next: DatePickerOverlay) => {
    setOverlay(next);
    props.onOverlayChange?.(next);
  };

  const open = () => {
    if (disabled || opened) return;
    const typed = evaluateText(type, text, locale, {});
    const anchor = anchorDate(value) ?? (typed.ok ? anchorDate(typed.value) : null);
    const { min, max } = dateBounds(rules);
    setDisplayed(anchor ?? getDefaultClampedDate({ minDate: min, maxDate: max }));
    setDraftRange(Array.isArray(value) ? value : [null, null]);
    setDraftDay(
      type === 'datetime' && typeof value === 'string' ? splitDateTime(value).date : null,
    );
    setOpened(true);
    props.onOpenChange?.(true);
    changeOverlay('month');
  };

  /** Mantine's popover and modal give the focus back to where it was on opening. */
  const close = () => {
    if (!opened) return;
    setOpened(false);
    props.onOpenChange?.(false);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitText();
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      commitText();
      open();
    }
  };

  const pickTime = (time: IsoTime) => {
    if (!draftDay) return;
    choose(joinDateTime(draftDay, time));
    close();
  };

  const selectedTime =
    typeof value === 'string' && type === 'datetime' && splitDateTime(value).date === draftDay
      ? splitDateTime(value).time
      : null;

  const panel = (
    <OverlayPanel overlay={overlay}>
      {overlay === 'time' && draftDay ? (
        <TimePanel
          rules={rules}
          stepMinutes={props.timeStep ?? DEFAULT_TIME_STEP_MINUTES}
          selected={selectedTime}
          dayLabel={dayName(draftDay, locale)}
          onPick={pickTime}
          onBack={() => changeOverlay('month')}
        />
      ) : (
        <CalendarPanel
          selection={
            type === 'range'
              ? {
                  type: 'range',
                  value: draftRange,
                  onChange: (range) => {
                    setDraftRange(range);
                    if (!range[0] || !range[1]) return;
                    choose(range);
                    close();
                  },
                }
              : {
                  type: 'single',
                  value: type === 'datetime' ? draftDay : typeof value === 'string' ? value : null,
                  onChange: (day) => {
                    if (!day) return;
                    if (type === 'datetime') {
                      setDraftDay(day);
                      changeOverlay('time');
                      return;
                    }
                    choose(day);
                    close();
                  },
                }
          }
          rules={rules}
          displayed={displayed}
          onDisplayedChange={setDisplayed}
          level={overlay === 'time' ? 'month' : overlay}
          onLevelChange={changeOverlay}
          large={mobile ?? false}
        />
      )}
    </OverlayPanel>
  );

  const trigger = (
    <button
      type="button"
      className="dp-trigger"
      aria-label={t('datepicker:openCalendar', { label })}
      aria-haspopup="dialog"
      aria-expanded={opened}
      aria-controls={opened && !mobile ? dropdownId : undefined}
      disabled={disabled}
      onClick={() => (opened ? close() : open())}
    >
      <CalendarIcon />
    </button>
  );

  const refusal = error
    ? invalidDateMessage(error, { rules, locale, pattern, field: dateName })
    : null;
  const field = (
    <TextInput
      id={props.id}
      label={label}
      description={[description, t('datepicker:formatHint', { pattern })].filter(Boolean).join(' ')}
      error={refusal ? t(refusal.key, refusal.values) : props.error}
      errorProps={{ role: 'alert' }}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commitText}
      onKeyDown={onInputKeyDown}
      required={required ?? false}
      disabled={disabled ?? false}
      autoComplete="off"
      spellCheck={false}
      rightSection={mobile ? trigger : <Popover.Target>{trigger}</Popover.Target>}
      rightSectionPointerEvents="all"
      classNames={{ root: 'dp-root', error: 'dp-error' }}
    />
  );

  if (mobile) {
    return (
      <>
        {field}
        <Modal
          opened={opened}
          onClose={close}
          title={t('datepicker:dialogLabel', { label })}
          centered
          // Wide enough for a full-width calendar with large days; narrower screens shrink it.
          size="22rem"
          // Mantine's scroll lock injects a <style> element, which the CSP refuses.
          lockScroll={false}
          closeButtonProps={{ 'aria-label': t('datepicker:close') }}
          classNames={{ content: 'dp-modal' }}
          transitionProps={{ ...CLOSES_AT_ONCE, transition: 'fade-down', duration: 200 }}
        >
          {panel}
        </Modal>
      </>
    );
  }

  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) close();
      }}
      trapFocus
      returnFocus
      // Hidden once its field scrolls out of view (Mantine's default), the calendar kept the
      // focus and its button stayed expanded: the next key dropped the focus on the page.
      hideDetached={false}
      withRoles={false}
      position="bottom-end"
      shadow="md"
      transitionProps={{ ...CLOSES_AT_ONCE, transition: 'fade', duration: 150 }}
    >
      {field}
      <Popover.Dropdown
        id={dropdownId}
        role="dialog"
        className="dp-dropdown"
        aria-label={t('datepicker:dialogLabel', { label })}
      >
        {panel}
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Mantine's own opening (its default fade), but no fading out: a calendar that fades out
 * for 150–200 ms still takes taps, so a tap meant for the field under it (or a second tap
 * of a double tap) chose another day after the chosen one had closed it.
 */
const CLOSES_AT_ONCE = { exitDuration: 0 } as const;

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2a1 1 0 0 1 1 1v1h8V3a1 1 0 1 1 2 0v1h1a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3h1V3a1 1 0 0 1 1-1Zm13 8H4v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9ZM5 6a1 1 0 0 0-1 1v1h16V7a1 1 0 0 0-1-1H5Z"
      />
    </svg>
  );
}

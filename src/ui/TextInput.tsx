import './text-input.css';
import { Icon } from './Icon.tsx';
import {
  useCallback,
  useId,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/**
 * The site's text fields: a label, a hint, a message and the field, in that order, as
 * Mantine's TextInput and Textarea lay them out here, with Mantine's static class names
 * (`mantine-InputWrapper-*`, `mantine-Input-*`), which fields.css styles for every brand.
 * A field needs no more than the browser's own input: Mantine's took 10 KB gzip of
 * JavaScript before every form's data and a tenth of a second to render a form on a
 * slow phone (issue 30), and its 11 KB stylesheet sat in every page.
 */
interface FieldFrame {
  label?: ReactNode;
  /** The hint below the label. */
  description?: ReactNode;
  /** The message; `true` marks the field invalid without one (a part of a date). */
  error?: ReactNode;
  required?: boolean | undefined;
  /** The asterisk without the browser's `required`. */
  withAsterisk?: boolean | undefined;
  id?: string | undefined;
  /** On the field's outer element. */
  className?: string | undefined;
}

export interface TextInputProps
  extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldFrame | 'size'> {
  ref?: Ref<HTMLInputElement>;
  /** Shown inside the field's right end (a chevron). */
  rightSection?: ReactNode;
  rightSectionPointerEvents?: CSSProperties['pointerEvents'];
}

export interface TextareaProps
  extends FieldFrame, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldFrame> {
  ref?: Ref<HTMLTextAreaElement>;
  /** Grows with its text from `minRows` lines. */
  autosize?: boolean;
  minRows?: number;
}

export interface NativeSelectProps
  extends FieldFrame, Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldFrame | 'size'> {
  ref?: Ref<HTMLSelectElement>;
}

type Kind = 'TextInput' | 'Textarea' | 'NativeSelect';

const classes = (kind: Kind, part: string, shared: 'InputWrapper' | 'Input') =>
  `mantine-${shared}-${part} mantine-${kind}-${part}`;

/** The field's own attributes: its id, ARIA ties to the label's neighbours, its state. */
function fieldAttributes(kind: Kind, frame: FieldFrame, id: string) {
  const invalid = Boolean(frame.error);
  const describedBy = [hasMessage(frame) && `${id}-error`, frame.description && `${id}-description`]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    required: frame.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
    'data-error': invalid || undefined,
    className: classes(kind, 'input', 'Input'),
  };
}

const hasMessage = (frame: FieldFrame) => Boolean(frame.error) && typeof frame.error !== 'boolean';

/** Label, hint and message around a field's box (`wrapper`, which holds the field). */
function Frame({
  kind,
  frame,
  id,
  wrapper,
  children,
}: {
  kind: Kind;
  frame: FieldFrame;
  id: string;
  wrapper?: Record<`data-${string}`, boolean | undefined> & { style?: CSSProperties };
  children: ReactNode;
}) {
  return (
    <div
      className={[frame.className, classes(kind, 'root', 'InputWrapper')].filter(Boolean).join(' ')}
    >
      {frame.label !== undefined && (
        <label className={classes(kind, 'label', 'InputWrapper')} htmlFor={id} id={`${id}-label`}>
          {frame.label}
          {(frame.required || frame.withAsterisk) && (
            <span className={classes(kind, 'required', 'InputWrapper')} aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
      )}
      {frame.description && (
        <p className={classes(kind, 'description', 'InputWrapper')} id={`${id}-description`}>
          {frame.description}
        </p>
      )}
      {hasMessage(frame) && (
        <p className={classes(kind, 'error', 'InputWrapper')} id={`${id}-error`}>
          {frame.error}
        </p>
      )}
      <div
        className={classes(kind, 'wrapper', 'Input')}
        data-error={Boolean(frame.error) || undefined}
        {...wrapper}
      >
        {children}
      </div>
    </div>
  );
}

/** A field's frame (label, hint, message, id) apart from the field's own attributes. */
function useFieldFrame<P extends FieldFrame>(props: P) {
  const { label, description, error, required, withAsterisk, id, className, ...rest } = props;
  const generated = useId();
  const frame = { label, description, error, required, withAsterisk, id, className };
  return { frame, fieldId: id ?? generated, rest };
}

export function TextInput(props: TextInputProps) {
  const { frame, fieldId, rest } = useFieldFrame(props);
  const { rightSection, rightSectionPointerEvents, ...input } = rest;
  const section = rightSection !== undefined;
  const wrapper = {
    'data-with-right-section': section || undefined,
    ...(rightSectionPointerEvents
      ? {
          style: {
            '--input-right-section-pointer-events': rightSectionPointerEvents,
          } as CSSProperties,
        }
      : {}),
  };
  return (
    <Frame kind="TextInput" frame={frame} id={fieldId} wrapper={wrapper}>
      <input {...input} {...fieldAttributes('TextInput', frame, fieldId)} />
      {section && (
        <div data-position="right" className={classes('TextInput', 'section', 'Input')}>
          {rightSection}
        </div>
      )}
    </Frame>
  );
}

/** The browser's own list in the frame of a text field, its chevron beside it. */
export function NativeSelect(props: NativeSelectProps) {
  const { frame, fieldId, rest } = useFieldFrame(props);
  const wrapper = {
    'data-with-right-section': true,
    style: { '--input-right-section-pointer-events': 'none' } as CSSProperties,
  };
  return (
    <Frame kind="NativeSelect" frame={frame} id={fieldId} wrapper={wrapper}>
      <select {...rest} {...fieldAttributes('NativeSelect', frame, fieldId)} />
      <div data-position="right" className={classes('NativeSelect', 'section', 'Input')}>
        <Icon name="selector" />
      </div>
    </Frame>
  );
}

/** Gives the element to the caller's ref, a function (react-hook-form's) or an object. */
function handOver<T>(ref: Ref<T> | undefined, element: T | null) {
  if (typeof ref === 'function') return ref(element);
  if (ref) ref.current = element;
  return undefined;
}

/** Sets a growing field's height to its text's (an inline style: the CSP allows those). */
function fitHeight(area: HTMLTextAreaElement): void {
  area.style.height = 'auto';
  area.style.height = `${area.scrollHeight + area.offsetHeight - area.clientHeight}px`;
}

export function Textarea(props: TextareaProps) {
  const { frame, fieldId, rest } = useFieldFrame(props);
  const { autosize = false, minRows, ref, onInput, ...area } = rest;
  const withHeight = useCallback(
    (element: HTMLTextAreaElement | null) => {
      if (element && autosize) fitHeight(element);
      return handOver(ref, element);
    },
    [ref, autosize],
  );
  return (
    <Frame kind="Textarea" frame={frame} id={fieldId} wrapper={{ 'data-multiline': true }}>
      <textarea
        rows={minRows}
        {...area}
        {...fieldAttributes('Textarea', frame, fieldId)}
        ref={withHeight}
        onInput={(event) => {
          if (autosize) fitHeight(event.currentTarget);
          onInput?.(event);
        }}
      />
    </Frame>
  );
}

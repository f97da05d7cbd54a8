import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; the error is tied to it with aria-describedby and aria-invalid. */
export const TextField = ({ label, error, hint, id, className, required, ref, ...input }: FieldProps) => {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        ref={ref}
        id={inputId}
        className="field__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
};

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  /** Extra text under the box (links stay outside the label so clicking them does not tick it). */
  description?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export const CheckboxField = ({
  label,
  description,
  error,
  id,
  className,
  required,
  ref,
  ...input
}: CheckboxProps) => {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div
      className={['field', 'field--checkbox', error ? 'field--invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <div className="checkbox">
        <input
          {...input}
          ref={ref}
          id={inputId}
          type="checkbox"
          className="checkbox__input"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
        />
        <label htmlFor={inputId} className="checkbox__label">
          {label}
          {required && (
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      {description && (
        <div id={descriptionId} className="checkbox__description">
          {description}
        </div>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
};

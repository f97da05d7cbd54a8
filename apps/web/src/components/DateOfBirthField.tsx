import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDateToParts, partsToIsoDate } from '../lib/dates';

interface Props {
  legend: string;
  /** YYYY-MM-DD, '' when empty, or the raw parts when they do not form a date (so the schema says "invalid date"). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

type Parts = { day: string; month: string; year: string };

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** What the form holds for the typed parts: a real date, nothing, or the raw (invalid) text. */
const partsValue = (parts: Parts): string => {
  if (!parts.day && !parts.month && !parts.year) return '';
  return partsToIsoDate(parts.day, parts.month, parts.year) || `${parts.year}-${parts.month}-${parts.day}`;
};

/**
 * Birth date as day / month / year boxes (2, 2 and 4 characters, shown as DD.MM.YYYY) plus a
 * native date picker kept in sync with them (spec 1 §2 sign-up, §5).
 */
export const DateOfBirthField = ({ legend, value, onChange, onBlur, error, required, ref }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [parts, setParts] = useState<Parts>(() => isoDateToParts(value));
  // Follow outside changes (form reset, picker) that do not come from typing here.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== partsValue(parts)) setParts(isoDateToParts(value));
  }

  const update = (next: Parts) => {
    setParts(next);
    const nextValue = partsValue(next);
    setSeen(nextValue);
    onChange(nextValue);
  };
  const iso = partsToIsoDate(parts.day, parts.month, parts.year);
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    inputMode: 'numeric' as const,
    className: 'field__input dob__part',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    onBlur,
  };

  return (
    <fieldset className={`field dob${error ? ' field--invalid' : ''}`}>
      <legend className="field__label">
        {legend}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <p id={hintId} className="field__hint">
        {t('dob.hint')}
      </p>
      <div className="dob__row">
        <div className="dob__box">
          <label htmlFor={`${id}-day`} className="dob__label">
            {t('dob.day')}
          </label>
          <input
            {...common}
            ref={ref}
            id={`${id}-day`}
            maxLength={2}
            size={2}
            autoComplete="bday-day"
            placeholder={t('dob.day_placeholder')}
            value={parts.day}
            onChange={(event) => update({ ...parts, day: digits(event.target.value, 2) })}
          />
        </div>
        <span className="dob__dot" aria-hidden="true">
          .
        </span>
        <div className="dob__box">
          <label htmlFor={`${id}-month`} className="dob__label">
            {t('dob.month')}
          </label>
          <input
            {...common}
            id={`${id}-month`}
            maxLength={2}
            size={2}
            autoComplete="bday-month"
            placeholder={t('dob.month_placeholder')}
            value={parts.month}
            onChange={(event) => update({ ...parts, month: digits(event.target.value, 2) })}
          />
        </div>
        <span className="dob__dot" aria-hidden="true">
          .
        </span>
        <div className="dob__box dob__box--year">
          <label htmlFor={`${id}-year`} className="dob__label">
            {t('dob.year')}
          </label>
          <input
            {...common}
            id={`${id}-year`}
            maxLength={4}
            size={4}
            autoComplete="bday-year"
            placeholder={t('dob.year_placeholder')}
            value={parts.year}
            onChange={(event) => update({ ...parts, year: digits(event.target.value, 4) })}
          />
        </div>
        <div className="dob__box dob__box--picker">
          <label htmlFor={`${id}-picker`} className="dob__label">
            {t('dob.picker')}
          </label>
          <input
            id={`${id}-picker`}
            type="date"
            className="field__input dob__picker"
            min="1901-01-01"
            value={iso}
            onChange={(event) => update(isoDateToParts(event.target.value))}
            onBlur={onBlur}
          />
        </div>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
};

import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, countryOptions } from '@scena/shared/countries';
import type { Language } from '@scena/shared/constants';

interface Props {
  label: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Case- and accent-insensitive text for matching ("lodz" finds "Łódź"). */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();

/**
 * Searchable country list (spec 1 §2 sign-up): an ARIA 1.2 combobox with a listbox popup.
 * Type to filter, arrows to move, Enter to pick, Escape to close; the value is the 2-letter code.
 */
export const CountryCombobox = ({ label, value, onChange, onBlur, error, required, name, ref }: Props) => {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'pl';
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const selectedName = countryName(value, lang) ?? value;
  const [text, setText] = useState<string | null>(null); // null: not typing, show the selection
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);

  const options = useMemo(() => countryOptions(lang), [lang]);
  const filtered = useMemo(() => {
    if (text === null || text.trim() === '') return options;
    const needle = fold(text.trim());
    const starts = options.filter((option) => fold(option.label).startsWith(needle));
    const contains = options.filter(
      (option) => !fold(option.label).startsWith(needle) && fold(option.label).includes(needle),
    );
    return [...starts, ...contains];
  }, [options, text]);

  const openList = (index?: number) => {
    setOpen(true);
    const selected = filtered.findIndex((option) => option.value === value);
    setActive(index ?? Math.max(selected, 0));
  };
  const choose = (code: string) => {
    onChange(code);
    setText(null);
    setOpen(false);
  };
  const scrollTo = (index: number) => {
    list.current?.children[index]?.scrollIntoView?.({ block: 'nearest' });
  };
  const move = (delta: number) => {
    if (!open) return openList();
    const next = Math.min(Math.max(active + delta, 0), filtered.length - 1);
    setActive(next);
    scrollTo(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (open && filtered[active]) {
          event.preventDefault();
          choose(filtered[active].value);
        }
        break;
      case 'Escape':
        if (open || text !== null) {
          event.preventDefault();
          setOpen(false);
          setText(null);
        }
        break;
    }
  };

  const commitOnBlur = () => {
    if (text !== null) {
      const exact = options.find((option) => fold(option.label) === fold(text.trim()));
      if (exact) onChange(exact.value);
    }
    setText(null);
    setOpen(false);
    onBlur?.();
  };

  const activeId = open && filtered[active] ? `${id}-opt-${filtered[active].value}` : undefined;
  return (
    <div className={`field combobox${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <p id={hintId} className="field__hint">
        {t('combobox.country_hint')}
      </p>
      <div className="combobox__control">
        <input
          ref={ref}
          id={id}
          name={name}
          className="field__input"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          value={text ?? selectedName}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={(event) => event.target.select()} // typing replaces the current name
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={onKeyDown}
          onBlur={commitOnBlur}
        />
        <span className="combobox__caret" aria-hidden="true">
          ▾
        </span>
      </div>
      <ul id={listId} ref={list} role="listbox" aria-label={label} className="combobox__list" hidden={!open}>
        {filtered.length === 0 && (
          <li className="combobox__empty" role="option" aria-disabled="true" aria-selected="false">
            {t('combobox.no_results')}
          </li>
        )}
        {filtered.map((option, index) => (
          <li
            key={option.value}
            id={`${id}-opt-${option.value}`}
            role="option"
            aria-selected={option.value === value}
            className={`combobox__option${index === active ? ' combobox__option--active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
};

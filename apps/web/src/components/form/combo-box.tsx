import { Box } from '@mui/material';
import { useEffect, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrationStep } from '../../lib/hydration-steps';
import { FieldError } from './field-error';
import { FieldLabel, outlinedFieldSx } from './form-text-field';

export interface ComboBoxProps {
  id: string;
  name?: string;
  label: string;
  options: readonly string[];
  /** An option's text (the option itself by default). */
  labelOf?: (option: string) => string;
  /** Offered whatever is typed, last ('Other'). */
  always?: string;
  /** Said above `always` when nothing else matches what was typed. */
  noMatchText: string;
  /** The chosen option, or ''. */
  value: string;
  onChange: (option: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/** Case and accents aside: 'montreal' finds 'Montréal'. */
const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/**
 * A searchable list (the ARIA combobox pattern, drawn as MUI's Autocomplete, which cost 28 KB gzip
 * with its input and popper): typing filters the options anywhere in their text, the first match
 * is highlighted, arrows move, Enter or a click chooses, Escape closes; leaving the field puts back
 * the chosen option's text, and emptying it clears the choice. Only an option can be chosen.
 */
export function ComboBox({ id, name, label, options, labelOf = (o) => o, always, noMatchText, value, onChange, onBlur, inputRef, error }: ComboBoxProps) {
  const { t } = useTranslation('common');
  const listId = `${id}-list`;
  const optionId = `${id}-option-`;
  const chosenText = value ? labelOf(value) : '';
  const [text, setText] = useState(chosenText);
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // A choice made elsewhere (the form reset, a server's answer) shows in the field.
  useEffect(() => setText(chosenText), [chosenText]);

  const query = typed ? plain(text) : '';
  const found = options.filter((o) => o !== always && plain(labelOf(o)).includes(query));
  const shown = always === undefined ? found : [...found, always];

  useEffect(() => {
    if (open) document.getElementById(`${optionId}${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, optionId]);

  const show = () => {
    setOpen(true);
    setActive(Math.max(0, typed ? 0 : shown.indexOf(value)));
  };
  const choose = (option: string) => {
    onChange(option);
    setText(labelOf(option));
    setTyped(false);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return show();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + shown.length) % shown.length);
    } else if (e.key === 'Enter' && open && shown[active] !== undefined) {
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const errorId = `${id}-helper-text`;
  return (
    <HydrationStep>
      <Box sx={{ minWidth: 0, position: 'relative' }}>
        <FieldLabel htmlFor={id} label={label} />
        <Box sx={{ position: 'relative' }}>
          <Box
            component="input"
            id={id}
            name={name}
            ref={inputRef}
            role="combobox"
            autoComplete="off"
            required
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && shown[active] !== undefined ? `${optionId}${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={text}
            onChange={(e: { target: HTMLInputElement }) => {
              setText(e.target.value);
              setTyped(true);
              setOpen(true);
              setActive(0);
              if (!e.target.value && value) onChange('');
            }}
            onMouseDown={() => (open ? setOpen(false) : show())}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setText(chosenText);
              setTyped(false);
              onBlur?.();
            }}
            sx={[outlinedFieldSx(Boolean(error), 'select'), { cursor: 'text' }]}
          />
          <Box
            component="button"
            type="button"
            tabIndex={-1}
            aria-label={open ? t('form.autocomplete.close') : t('form.autocomplete.open')}
            title={open ? t('form.autocomplete.close') : t('form.autocomplete.open')}
            onMouseDown={(e: { preventDefault: () => void }) => e.preventDefault()}
            onClick={() => {
              document.getElementById(id)?.focus();
              if (open) setOpen(false);
              else show();
            }}
            sx={{ position: 'absolute', right: 4, top: 8, width: 40, height: 40, p: 0, border: 0, borderRadius: '50%', bgcolor: 'transparent', cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }}
          />
        </Box>
        <Box
          component="ul"
          role="listbox"
          id={listId}
          aria-labelledby={`${id}-label`}
          hidden={!open}
          sx={{ position: 'absolute', zIndex: 1300, left: 0, right: 0, mt: 0.5, mb: 0, py: 1, px: 0, listStyle: 'none', maxHeight: '40vh', overflowY: 'auto', bgcolor: 'background.paper', borderRadius: 1, boxShadow: 8 }}
        >
          {open && !found.length && query && (
            <Box component="li" role="presentation" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
              {noMatchText}
            </Box>
          )}
          {open &&
            shown.map((option, i) => (
              <Box
                component="li"
                key={option}
                id={`${optionId}${i}`}
                role="option"
                aria-selected={option === value}
                data-active={i === active ? '' : undefined}
                onMouseDown={(e: { preventDefault: () => void }) => e.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => choose(option)}
                sx={{
                  px: 2,
                  py: 0.75,
                  minHeight: { xs: 48, sm: 'auto' },
                  display: 'flex',
                  alignItems: 'center',
                  cursor: 'pointer',
                  '&[aria-selected="true"]': { bgcolor: 'rgba(0, 154, 206, 0.08)' },
                  '&[data-active]': { bgcolor: 'action.hover' },
                }}
              >
                {labelOf(option)}
              </Box>
            ))}
        </Box>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </Box>
    </HydrationStep>
  );
}

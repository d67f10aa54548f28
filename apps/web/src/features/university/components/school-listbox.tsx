import { Combobox } from '@base-ui/react/combobox';
import * as css from './school-listbox.css';

/**
 * The picker's open list (Base UI's Combobox popup), drawn as it always was: a raised paper the
 * field's width, 48 px rows on phones, the highlighted option shaded (darker when it was reached
 * by the keyboard), the chosen one tinted. `noMatch` is said above the options when nothing but
 * Other matches what was typed.
 */
export function SchoolListbox({ noMatch, keyboard, labelOf }: { noMatch: string | null; keyboard: boolean; labelOf: (option: string) => string }) {
  return (
    <Combobox.Portal>
      <Combobox.Positioner className={css.positioner}>
        <Combobox.Popup className={css.popup} data-keyboard={keyboard ? '' : undefined}>
          <Combobox.List className={css.list}>
            {noMatch && (
              <div role="presentation" className={css.noMatch}>
                {noMatch}
              </div>
            )}
            <Combobox.Collection>
              {(option: string) => (
                <Combobox.Item key={option} value={option} className={css.option}>
                  {labelOf(option)}
                </Combobox.Item>
              )}
            </Combobox.Collection>
          </Combobox.List>
        </Combobox.Popup>
      </Combobox.Positioner>
    </Combobox.Portal>
  );
}

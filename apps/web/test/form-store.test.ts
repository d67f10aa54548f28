import { describe, expect, it } from 'vitest';
import { FormStore, type FieldErrors, type Resolver } from '../src/lib/form/form-store';
import { getPath, setPath } from '../src/lib/form/paths';

type Values = { name: string; email: string; rows: { email: string }[] };
const EMPTY: Values = { name: '', email: '', rows: [] };

/** A resolver that requires every text: 'required' under each empty one's dotted name. */
const required: Resolver<Values> = async (values) => {
  const errors: FieldErrors = {};
  if (!values.name) errors.name = { type: 'too_small', message: 'required' };
  if (!values.email) errors.email = { type: 'too_small', message: 'required' };
  values.rows.forEach((row, i) => {
    if (!row.email) errors[`rows.${i}.email`] = { type: 'too_small', message: 'required' };
  });
  return { values, errors };
};

describe('form paths', () => {
  it('reads and writes dotted names, copying only the objects on the way', () => {
    const values = { a: { b: 1 }, c: { d: 2 }, list: [{ e: 'x' }] };
    const next = setPath(values, 'list.0.e', 'y');
    expect(getPath(next, 'list.0.e')).toBe('y');
    expect(values.list[0].e).toBe('x');
    expect(next.c).toBe(values.c);
    expect(next.list).not.toBe(values.list);
    expect(Array.isArray(next.list)).toBe(true);
  });
});

describe('FormStore', () => {
  it("checks nothing before the first submission in 'onSubmit' mode, then every change", async () => {
    const form = new FormStore({ defaultValues: EMPTY, resolver: required });
    await form.blur('name');
    await form.change('name', '');
    expect(form.errors).toEqual({});
    await form.handleSubmit(() => {})();
    expect(Object.keys(form.errors)).toEqual(['name', 'email']);
    expect(form.submitCount).toBe(1);
    await form.change('name', 'Ada');
    expect(Object.keys(form.errors)).toEqual(['email']);
  });

  it("checks a field when it is left in 'onTouched' mode, and at every change after that", async () => {
    const form = new FormStore({ defaultValues: EMPTY, resolver: required, mode: 'onTouched' });
    await form.change('email', '');
    expect(form.errors.email).toBeUndefined();
    await form.blur('email');
    expect(form.errors.email?.message).toBe('required');
    await form.change('email', 'a@b.co');
    expect(form.errors.email).toBeUndefined();
    // Only the field checked gets its error: the name, never left, shows none yet.
    expect(form.errors.name).toBeUndefined();
  });

  it("checks a field only when it is left in 'onBlur' mode, and drops a check of a value since changed", async () => {
    const form = new FormStore({ defaultValues: EMPTY, resolver: required, mode: 'onBlur' });
    const checking = form.blur('email');
    await form.change('email', 'a@b.co');
    await checking;
    // The check of the empty value answered after the change: dropped, not shown for the new value.
    expect(form.errors.email).toBeUndefined();
    await form.change('email', '');
    expect(form.errors.email).toBeUndefined();
    await form.blur('email');
    expect(form.errors.email?.message).toBe('required');
  });

  it('calls onValid with the checked values, or onInvalid and focuses the first invalid field', async () => {
    const form = new FormStore({ defaultValues: EMPTY, resolver: required });
    const focused: string[] = [];
    const field = (name: string) => ({ focus: () => focused.push(name) });
    form.attach('email', field('email'));
    form.attach('name', field('name'));
    let invalid: FieldErrors | undefined;
    await form.handleSubmit(() => expect.fail('invalid values were submitted'), (errors) => void (invalid = errors))();
    expect(Object.keys(invalid ?? {})).toEqual(['name', 'email']);
    // Outside a page, in the order of the errors (on a page, in the page's order).
    expect(focused).toEqual(['name']);
    let sent: Values | undefined;
    form.setValue('name', 'Ada');
    form.setValue('email', 'a@b.co');
    await form.handleSubmit((values) => void (sent = values))();
    expect(sent?.name).toBe('Ada');
    expect(form.errors).toEqual({});
    expect(form.submitCount).toBe(2);
    expect(form.isSubmitting).toBe(false);
  });

  it('is submitting until onValid has finished', async () => {
    const form = new FormStore({ defaultValues: EMPTY });
    let during = false;
    await form.handleSubmit(async () => {
      await Promise.resolve();
      during = form.isSubmitting;
    })();
    expect(during).toBe(true);
    expect(form.isSubmitting).toBe(false);
  });

  it("keeps the server's errors until the field is checked again", async () => {
    const form = new FormStore({ defaultValues: { ...EMPTY, name: 'Ada', email: 'a@b.co' }, resolver: required });
    await form.handleSubmit(() => form.setError('email', { type: 'server', message: 'Email already registered' }))();
    expect(form.errors.email?.type).toBe('server');
    await form.change('email', 'other@b.co');
    expect(form.errors.email).toBeUndefined();
  });

  it("moves the later rows' errors and fields left up when a row is removed", async () => {
    const form = new FormStore({ defaultValues: { ...EMPTY, rows: [{ email: '' }, { email: 'x@y.z' }, { email: '' }] }, resolver: required });
    await form.handleSubmit(() => {})();
    await form.blur('rows.2.email');
    expect(Object.keys(form.errors)).toEqual(['name', 'email', 'rows.0.email', 'rows.2.email']);
    form.removeAt('rows', 0);
    expect(form.values.rows).toEqual([{ email: 'x@y.z' }, { email: '' }]);
    expect(Object.keys(form.errors)).toEqual(['name', 'email', 'rows.1.email']);
    expect([...form.touched]).toEqual(['rows.1.email']);
  });

  it('focuses a field that is not on screen yet when it appears (a row just added)', () => {
    const form = new FormStore({ defaultValues: EMPTY });
    let focused = 0;
    form.focus('rows.0.email');
    expect(focused).toBe(0);
    form.attach('rows.0.email', { focus: () => focused++ });
    form.attach('rows.0.email', { focus: () => focused++ });
    expect(focused).toBe(1);
  });

  it('forgets a field whose screen is gone, but not one another screen has since taken', () => {
    const form = new FormStore({ defaultValues: EMPTY });
    const first = { focus: () => {} };
    const second = { focus: () => {} };
    form.attach('name', first);
    form.attach('name', second);
    form.attach('name', null, first);
    expect(form.refs.get('name')).toBe(second);
    form.attach('name', null, second);
    expect(form.refs.has('name')).toBe(false);
  });
});

// @vitest-environment happy-dom
// The console's date and time fields: dd/mm/aaaa and hh:mm whatever the browser's language,
// the same 'yyyy-MM-dd' and 'HH:mm' values the native fields handed the forms, and a Spanish
// error for text that is no date.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages';
import { DateField, dateFieldError, parseTypedTime, TimeField, timeFieldError } from './date-field';

const t = messages.datePicker;

/** A form holding the field's value as the console's forms do, and sending it. */
function Form({
  initial = '',
  onSend,
  min,
}: {
  initial?: string;
  onSend: (value: string) => void;
  min?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(value);
      }}
    >
      <DateField label="Fecha de inicio" value={value} onChange={setValue} min={min} />
      <button type="button" onClick={() => setValue('2031-12-24')}>
        Prefill
      </button>
      <button type="submit">Enviar</button>
    </form>
  );
}

afterEach(cleanup);

describe('DateField', () => {
  it('is a text field for dd/mm/aaaa, never the browser’s date field', () => {
    render(<Form onSend={vi.fn()} />);
    const field = screen.getByLabelText('Fecha de inicio') as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.placeholder).toBe('dd/mm/aaaa');
    expect(document.querySelector('input[type=date], input[type=datetime-local]')).toBeNull();
  });

  it('sends a typed dd/mm/aaaa as the yyyy-MM-dd day the forms always sent', async () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Fecha de inicio');
    await user.type(field, '05/03/2026');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenLastCalledWith('2026-03-05');
    // What was typed stays as typed; d/m/aaaa reads the same.
    expect((field as HTMLInputElement).value).toBe('05/03/2026');
    await user.clear(field);
    await user.type(field, '5/3/2026');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenLastCalledWith('2026-03-05');
    expect((field as HTMLInputElement).value).toBe('5/3/2026');
  });

  it('says in Spanish when the text is no date, and never hands over a day for it', async () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Fecha de inicio');
    await user.type(field, '31/02/2026');
    // No error while typing; once the field is left, the error under it.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(t.invalid);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // The form holds the text itself, which dateFieldError refuses: no stale or made-up day.
    expect(onSend).toHaveBeenLastCalledWith('31/02/2026');
    expect(dateFieldError('31/02/2026')).toBe(t.invalid);
    expect(dateFieldError('2026-02-28')).toBeUndefined();
    expect(dateFieldError('')).toBeUndefined();
    // 02/31/2026, an mm/dd/yyyy habit, is no date either.
    await user.clear(field);
    await user.type(field, '02/31/2026');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(t.invalid);
    await user.clear(field);
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a day the form sets as dd/mm/aaaa', async () => {
    render(<Form initial="2026-11-23" onSend={vi.fn()} />);
    const field = screen.getByLabelText('Fecha de inicio') as HTMLInputElement;
    expect(field.value).toBe('23/11/2026');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prefill' }));
    expect(field.value).toBe('24/12/2031');
  });

  it('picks a day in the Spanish calendar and hands it over as yyyy-MM-dd', async () => {
    const onSend = vi.fn();
    render(<Form initial="2026-03-05" onSend={onSend} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.openCalendar }));
    const calendar = await screen.findByRole('dialog', { name: 'Fecha de inicio' });
    // Spanish month and weekday names.
    expect(calendar.textContent).toMatch(/marzo/i);
    expect(calendar.textContent?.toLowerCase()).toContain('lu');
    const day = within(calendar)
      .getAllByRole('button')
      .find((button) => button.textContent === '19');
    expect(day).toBeDefined();
    await user.click(day!);
    expect(screen.queryByRole('dialog', { name: 'Fecha de inicio' })).toBeNull();
    expect((screen.getByLabelText('Fecha de inicio') as HTMLInputElement).value).toBe('19/03/2026');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenLastCalledWith('2026-03-19');
  });
});

describe('TimeField', () => {
  function TimeForm({ onSend }: { onSend: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(value);
        }}
      >
        <TimeField label="Hora de inicio" value={value} onChange={setValue} />
        <button type="submit">Enviar</button>
      </form>
    );
  }

  it('takes hh:mm in 24 hours and hands over HH:mm, as the native field did', async () => {
    const onSend = vi.fn();
    render(<TimeForm onSend={onSend} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Hora de inicio') as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.placeholder).toBe('hh:mm');
    await user.type(field, '9:05');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenLastCalledWith('09:05');
    await user.clear(field);
    await user.type(field, '22:00');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenLastCalledWith('22:00');
  });

  it('says in Spanish when the text is no time of day', async () => {
    render(<TimeForm onSend={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Hora de inicio'), '24:10');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(t.invalidTime);
    expect(parseTypedTime('23:59')).toBe('23:59');
    expect(parseTypedTime('10:60')).toBeNull();
    expect(timeFieldError('10 pm')).toBe(t.invalidTime);
    expect(timeFieldError('')).toBeUndefined();
  });
});

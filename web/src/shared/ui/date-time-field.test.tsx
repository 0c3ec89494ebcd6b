// @vitest-environment happy-dom
// The console's one date-time field (issue 43): dd/mm/aaaa and hh:mm (24 h, Buenos Aires), never
// the browser's datetime-local; a quarter past midnight is 00:14, read as 03:14 UTC.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleDateTimeToIso } from '../lib/dates';
import { DateTimeField } from './date-time-field';
import { ScheduleField, type ScheduleValue } from './schedule-field';

afterEach(cleanup);

function Holder({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField label="Fecha y hora (hora de Buenos Aires)" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateTimeField', () => {
  it('takes a day dd/mm/aaaa and a time hh:mm, 24 h, as the console reads them', async () => {
    render(<Holder />);
    const user = userEvent.setup();
    expect(
      document.querySelector('input[type=datetime-local], input[type=date], input[type=time]'),
    ).toBeNull();
    await user.type(screen.getByLabelText('Fecha'), '29/11/2026');
    await user.type(screen.getByLabelText('Hora'), '00:14');
    const value = screen.getByTestId('value').textContent ?? '';
    expect(value).toBe('2026-11-29T00:14');
    expect(consoleDateTimeToIso(value)).toBe('2026-11-29T03:14:00.000Z');
  });

  it('shows a value it is given (a reschedule starts from the current time)', () => {
    render(<Holder initial="2026-12-01T22:05" />);
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('01/12/2026');
    expect((screen.getByLabelText('Hora') as HTMLInputElement).value).toBe('22:05');
  });

  it("is the field 'Programar para más tarde' opens", async () => {
    function Schedule() {
      const [value, setValue] = useState<ScheduleValue>({ on: false, at: '' });
      return <ScheduleField value={value} error={undefined} onChange={setValue} />;
    }
    render(<Schedule />);
    await userEvent.setup().click(screen.getByTestId('schedule-toggle'));
    expect(screen.getByRole('group', { name: /Fecha y hora/ })).not.toBeNull();
    expect(document.querySelector('input[type=datetime-local]')).toBeNull();
  });
});

import { testStories } from '@portal/vitest-config/stories';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput, type CodeInputProps } from './code-input';
import * as stories from './code-input.stories';

testStories(stories);

type HarnessProps = Partial<CodeInputProps> & { initial?: string };

function Harness({ initial = '', onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <CodeInput
      label="Código de verificación"
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

function boxes() {
  return screen.getAllByRole('textbox');
}

function box(n: number, of = 4) {
  return screen.getByRole('textbox', { name: `Dígito ${n} de ${of}` });
}

function values() {
  return boxes().map((b) => (b as HTMLInputElement).value);
}

describe('CodeInput', () => {
  it('is a group named by its label with four numeric boxes, the first offering the one-time code', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Código de verificación' });
    expect(group).toContainElement(box(1));
    expect(boxes()).toHaveLength(4);
    for (const [i, input] of boxes().entries()) {
      expect(input).toHaveAccessibleName(`Dígito ${i + 1} de 4`);
      expect(input).toHaveAttribute('inputmode', 'numeric');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('builds on every key even when the next arrives before the code is drawn again', () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    // A value that has not caught up yet (a busy phone): each key must add to the one before.
    render(<CodeInput label="Código de verificación" value="" onChange={onChange} onComplete={onComplete} />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    fireEvent.change(box(3), { target: { value: '3' } });
    fireEvent.change(box(4), { target: { value: '4' } });
    expect(onChange.mock.calls.map(([code]) => code)).toEqual(['1', '12', '123', '1234']);
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('puts one digit in each box and moves focus forward', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.keyboard('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('2');
    expect(box(3)).toHaveFocus();
    expect(values()).toEqual(['1', '2', '', '']);
    expect(onChange).toHaveBeenLastCalledWith('12');
  });

  it('ignores anything that is not a digit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.keyboard('a-. ');
    expect(values()).toEqual(['', '', '', '']);
    expect(onChange).not.toHaveBeenCalled();
    expect(box(1)).toHaveFocus();
    await user.keyboard('x7');
    expect(values()).toEqual(['7', '', '', '']);
  });

  it('accepts letters when alphanumeric', async () => {
    const user = userEvent.setup();
    render(<Harness alphanumeric length={6} />);
    await user.click(screen.getByRole('textbox', { name: 'Carácter 1 de 6' }));
    await user.keyboard('a7Z-');
    expect(values()).toEqual(['a', '7', 'Z', '', '', '']);
  });

  it('replaces the digit of a filled box instead of adding a second one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    await user.click(box(2));
    await user.keyboard('9');
    expect(values()).toEqual(['1', '9', '3', '4']);
    expect(box(3)).toHaveFocus();
  });

  it('on backspace clears the box, and on an empty box moves back and clears the previous one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123" />);
    await user.click(box(4));
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(values()).toEqual(['1', '2', '', '']);
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(values()).toEqual(['', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(values()).toEqual(['', '', '', '']);
  });

  it('clears the last box when it is filled without moving', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    await user.click(box(4));
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '']);
    expect(box(4)).toHaveFocus();
  });

  it('sends focus from a box past the code to the first empty box', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1" />);
    await user.click(box(4));
    expect(box(2)).toHaveFocus();
  });

  it('fills the boxes from the first on paste, keeping digits only, and completes', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.paste(' 12-34 5');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('fills from the first box whichever box receives the paste', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="9" onChange={onChange} />);
    await user.click(box(2));
    await user.paste('56');
    expect(values()).toEqual(['5', '6', '', '']);
    expect(onChange).toHaveBeenLastCalledWith('56');
    expect(box(3)).toHaveFocus();
  });

  it('fills every box when the phone autofills the whole code into the first one', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    // An autofill sets the value in one go, like a single input event carrying four characters.
    fireEvent.change(box(1), { target: { value: '4321' } });
    expect(values()).toEqual(['4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('4321');
  });

  it('calls onComplete when the last box is filled by typing, and again only for a changed code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledWith('1234');
    // Focus stays on the last box with its digit selected: typing corrects it.
    expect(box(4)).toHaveFocus();
    await user.keyboard('5');
    expect(values()).toEqual(['1', '2', '3', '5']);
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('1235');
  });

  it('moves between boxes with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    await user.click(box(2));
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
  });

  it('shows an error, marks the boxes invalid and describes the group', () => {
    render(<Harness error="El código ingresado no es válido" />);
    expect(screen.getByRole('group', { name: 'Código de verificación' })).toHaveAccessibleDescription('El código ingresado no es válido');
    for (const input of boxes()) expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the boxes cleared when the value is reset by the parent', () => {
    const { rerender } = render(<CodeInput label="Código" value="1234" onChange={() => {}} />);
    expect(values()).toEqual(['1', '2', '3', '4']);
    rerender(<CodeInput label="Código" value="" onChange={() => {}} />);
    expect(values()).toEqual(['', '', '', '']);
  });

  it('disables every box', () => {
    render(<Harness disabled />);
    for (const input of boxes()) expect(input).toBeDisabled();
  });

  it('focuses the first empty box on mount with autoFocus', () => {
    render(<Harness initial="12" autoFocus />);
    expect(box(3)).toHaveFocus();
  });
});

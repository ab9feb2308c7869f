import type {
  DiagnosticAnswer,
  DiagnosticPreviousAnswer,
  DiagnosticQuestion,
  DiagnosticScale,
} from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { QuestionAnswer } from './question-answer.tsx';

const scale: DiagnosticScale = {
  start: { value: 0, label: 'absent' },
  centre: { value: 5, label: 'distorted' },
  end: { value: 10, label: 'correct' },
  step: 1,
  zones: [],
};
// This year's date shows without the year: "14 Feb".
const lastDate = `${new Date().getFullYear()}-02-14`;

const scaleQuestion: DiagnosticQuestion = {
  key: 'r',
  text: 'Sound R',
  type: 'scale',
  is_required: false,
  scale,
};
const tableQuestion: DiagnosticQuestion = {
  key: 'positions',
  text: 'Sounds in words',
  type: 'multi_scale_table',
  is_required: false,
  rows: [{ key: 'r', label: 'R' }],
  columns: [
    { key: 'initial', label: 'initial' },
    { key: 'final', label: 'final' },
  ],
  scale,
};

/** The question as the card screen holds it: the answer kept in state, as typed. */
function Answering({
  question,
  initial,
  previous,
}: {
  question: DiagnosticQuestion;
  initial: DiagnosticAnswer | undefined;
  previous: DiagnosticPreviousAnswer;
}) {
  const [answer, setAnswer] = useState(initial);
  return (
    <div data-testid="answer" data-answer={JSON.stringify(answer ?? null)}>
      <QuestionAnswer
        question={question}
        answer={answer}
        onChange={setAnswer}
        previous={previous}
      />
    </div>
  );
}

const answerNow = () => JSON.parse(screen.getByTestId('answer').dataset.answer ?? 'null');

describe('scales show the last examination and ask before a large change (spec 9)', () => {
  beforeEach(() => setUpI18n('en'));

  it('marks the previous value on the scale and names it with its date', () => {
    renderWithProviders(
      <Answering
        question={scaleQuestion}
        initial={undefined}
        previous={{ type: 'scale', value: 3, diagnostic_date: lastDate, card_id: 1 }}
      />,
    );
    expect(screen.getByTestId('scale-answer-r-previous')).toHaveTextContent(
      'Last time: 3 · 14 Feb',
    );
    expect(screen.getByTestId('scale-previous-marker')).toHaveStyle({ left: 'calc(30% - 2px)' });
  });

  it('two divisions pass; a third asks; cancel restores, confirm keeps', async () => {
    renderWithProviders(
      <Answering
        question={scaleQuestion}
        initial={4}
        previous={{ type: 'scale', value: 3, diagnostic_date: lastDate, card_id: 1 }}
      />,
    );
    const thumb = screen.getByRole('slider');
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(answerNow()).toBe(5);
    expect(screen.queryByTestId('scale-change-keep')).not.toBeInTheDocument();

    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(answerNow()).toBe(6);
    const text = await screen.findByText(/now it is 6, 3 divisions away/);
    expect(text).toHaveTextContent('On 14 Feb this was 3');
    fireEvent.click(screen.getByTestId('scale-change-restore'));
    await waitFor(() => expect(answerNow()).toBe(5));

    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    fireEvent.click(await screen.findByTestId('scale-change-keep'));
    await waitFor(() => expect(screen.queryByTestId('scale-change-keep')).not.toBeInTheDocument());
    expect(answerNow()).toBe(6);
  });

  it('without an earlier card nothing is marked and nothing asks', () => {
    renderWithProviders(<QuestionAnswer question={scaleQuestion} answer={0} onChange={() => {}} />);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
    expect(screen.queryByTestId('scale-previous-marker')).not.toBeInTheDocument();
    expect(screen.queryByTestId('scale-change-keep')).not.toBeInTheDocument();
  });

  it('a table cell shows its own last value and asks once it is left far from it', async () => {
    renderWithProviders(
      <Answering
        question={tableQuestion}
        initial={{ r: { initial: 2 } }}
        previous={{
          type: 'table',
          cells: { r: { initial: { value: 2, diagnostic_date: lastDate, card_id: 1 } } },
        }}
      />,
    );
    expect(screen.getByTestId('cell-r-initial-previous')).toHaveTextContent('Last: 2');
    expect(screen.queryByTestId('cell-r-final-previous')).not.toBeInTheDocument();
    const cell = screen.getByTestId('cell-r-initial');
    fireEvent.focus(cell);
    fireEvent.input(cell, { target: { value: '9' } });
    fireEvent.blur(cell);
    expect(await screen.findByText(/now it is 9, 7 divisions away/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('scale-change-restore'));
    await waitFor(() => expect(answerNow()).toEqual({ r: { initial: 2 } }));
  });
});

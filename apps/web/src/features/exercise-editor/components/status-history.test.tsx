import { EXERCISE_STATUS } from '@slovo/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { StatusHistory } from './status-history.tsx';

const history = [
  {
    id: 1,
    from_status: null,
    to_status: EXERCISE_STATUS.draft,
    comment: '',
    actor: { id: 5, name: 'Anna Author' },
    is_automatic: false,
    reasons: [],
    created_at: '2026-03-01T10:00:00.000Z',
  },
  {
    id: 2,
    from_status: EXERCISE_STATUS.moderation,
    to_status: EXERCISE_STATUS.declined,
    comment: '',
    actor: null,
    is_automatic: true,
    reasons: ['too_few_slides' as const, 'missing_instruction' as const],
    created_at: '2026-03-02T10:00:00.000Z',
  },
];

describe('StatusHistory', () => {
  it('lists the newest change first, naming auto-moderation and its reasons', async () => {
    await setUpI18n('en');
    renderWithProviders(<StatusHistory history={history} />);

    const rows = screen.getAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('In moderation');
    expect(rows[0]).toHaveTextContent('Declined');
    expect(rows[0]).toHaveTextContent('Auto-moderation');
    expect(rows[0]).toHaveTextContent('Too few slides');
    expect(rows[0]).toHaveTextContent('No instruction for the teacher');
    expect(rows[1]).toHaveTextContent('Anna Author');
    expect(rows[1]).toHaveTextContent('Draft');
  });

  it('speaks the interface language', async () => {
    await setUpI18n('uk');
    renderWithProviders(<StatusHistory history={history} />);
    const [latest] = screen.getAllByTestId('history-row');
    expect(latest).toHaveTextContent('Автомодерація');
    expect(latest).toHaveTextContent('Відхилено');
    expect(latest).toHaveTextContent('Замало слайдів');
  });
});

import type { RecommendedProgramSummary } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { pageOfItems } from '../../../../test/users.ts';
import { RecommendedProgramSelect } from './recommended-program-select.tsx';

const program = (id: number, name: string): RecommendedProgramSummary => ({
  id,
  workspace_id: 10,
  name,
  complex_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('A card’s recommended program', () => {
  beforeEach(async () => {
    await setUpI18n('en');
  });

  it('shows the chosen one, searches the project’s programs by name and picks one', async () => {
    const calls = stubFetch({
      'GET /api/recommended-programs': (call) =>
        jsonResponse(
          200,
          pageOfItems(
            call.url.includes('term=whist')
              ? [program(5, 'Whistling sounds')]
              : [program(4, 'Sound R'), program(5, 'Whistling sounds')],
          ),
        ),
    });
    const onChange = vi.fn();
    renderWithProviders(
      <RecommendedProgramSelect
        workspaceId={10}
        value={4}
        initialName="Sound R"
        onChange={onChange}
      />,
    );
    const select = screen.getByTestId('card-program-choice');
    expect(select).toHaveValue('Sound R');
    fireEvent.click(select);
    fireEvent.input(select, { target: { value: 'whist' } });
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('workspace_id=10&term=whist'))).toBe(true),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Whistling sounds', hidden: true }));
    expect(onChange).toHaveBeenCalledWith(5);
  });
});

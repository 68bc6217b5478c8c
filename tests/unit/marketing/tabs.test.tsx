// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '@/components/marketing/tabs';

const tabs = [
  { id: 'a', label: 'Playable Editor', content: <p>Playable panel</p> },
  { id: 'b', label: 'Video Editor', content: <p>Video panel</p> },
  { id: 'c', label: 'Third tool', content: <p>Third panel</p> },
];

function selected(): string {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')!.textContent!;
}

describe('Tabs', () => {
  it('is a named tablist whose tabs control their panels', () => {
    render(<Tabs label="AI tools" tabs={tabs} />);
    const list = screen.getByRole('tablist', { name: 'AI tools' });
    const [first, second] = screen.getAllByRole('tab');
    expect(list).toContainElement(first!);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Playable Editor' });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Playable panel');
    // Inactive panels stay in the document (for search engines) but hidden.
    expect(screen.getByText('Video panel').parentElement).not.toBeVisible();
  });

  it('moves with the arrow keys (wrapping), Home and End, and focuses the new tab', async () => {
    const user = userEvent.setup();
    render(<Tabs label="AI tools" tabs={tabs} />);
    await user.click(screen.getByRole('tab', { name: 'Playable Editor' }));

    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Video Editor');
    expect(screen.getByRole('tab', { name: 'Video Editor' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Video Editor' })).toBeVisible();
    expect(screen.getByText('Playable panel').parentElement).not.toBeVisible();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toBe('Playable Editor');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe('Third tool');
    expect(screen.getByRole('tab', { name: 'Third tool' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selected()).toBe('Playable Editor');
    await user.keyboard('{End}');
    expect(selected()).toBe('Third tool');
    // Other keys do nothing.
    await user.keyboard('{ArrowDown}a');
    expect(selected()).toBe('Third tool');
  });

  it('keeps only the active tab in the tab order; Tab goes on into its panel', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <Tabs label="AI tools" tabs={tabs} />
      </>,
    );
    await user.click(screen.getByRole('tab', { name: 'Video Editor' }));
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Video Editor' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Video Editor' })).toHaveFocus();
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExpandableList } from '@/components/marketing/expandable-list';

const items = ['Berry Cascade', 'Iron Vanguard', 'Lucky Lagoon', 'Teahouse Mahjong'].map((name) => ({
  key: name,
  node: <p>{name}</p>,
}));

describe('ExpandableList', () => {
  it('shows the first items, expands with show more and collapses with show less', async () => {
    const user = userEvent.setup();
    render(
      <ExpandableList label="Games" items={items} initial={2} showMore="Show more" showLess="Show less" />,
    );
    const list = screen.getByRole('list', { name: 'Games' });
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Lucky Lagoon')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', list.id);

    await user.click(button);
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Teahouse Mahjong')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Show less');
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('Show more');
  });

  it('has no button when everything fits', () => {
    render(
      <ExpandableList
        label="Brands"
        items={items.slice(0, 2)}
        initial={2}
        showMore="Show more"
        showLess="Show less"
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

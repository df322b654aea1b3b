import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination';

describe('page window (at most 5 numbers)', () => {
  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [8, 9, [5, 6, 7, 8, 9]],
    [9, 9, [5, 6, 7, 8, 9]],
    [40, 34, [30, 31, 32, 33, 34]],
  ])('page %i of %i shows %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('is not shown for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names its buttons, marks the current page and shows at most 5 numbers', () => {
    render(<Pagination page={6} totalPages={34} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav).getAllByRole('button', { name: /^Page \d+$/ });
    expect(numbers.map((b) => b.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('asks for the page chosen', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={3} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });
});

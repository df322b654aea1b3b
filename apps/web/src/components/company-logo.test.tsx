import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyLogo, companyInitials } from './company-logo';

describe('company logo', () => {
  it.each([
    ['Tata Consultancy Services', 'TC'],
    ['Zoho', 'Z'],
    ['apna-dukaan POS', 'AD'],
    ['  ', '?'],
  ])('initials of %j are %j', (name, initials) => {
    expect(companyInitials(name)).toBe(initials);
  });

  it('falls back to the initials when the image fails to load', () => {
    const { container } = render(<CompanyLogo name="Kisan Konnect" logo="/missing.png" />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('width', '48');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('KK');
  });
});

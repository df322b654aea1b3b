import {
  BrainCircuitIcon,
  BriefcaseIcon,
  ChartColumnIcon,
  CodeXmlIcon,
  IndianRupeeIcon,
  InfinityIcon,
  LayersIcon,
  MegaphoneIcon,
  PaletteIcon,
  ServerCogIcon,
} from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { categoryIconFor, defaultCategoryIcon } from './category-icon';

describe('category icons', () => {
  it.each([
    ['software engineering', CodeXmlIcon],
    ['marketing', MegaphoneIcon],
    ['data science', ChartColumnIcon],
    ['design', PaletteIcon],
    ['finance', IndianRupeeIcon],
    ['machine learning', BrainCircuitIcon],
    ['full stack development', LayersIcon],
    ['devops', InfinityIcon],
    ['backend development', ServerCogIcon],
  ])('%s has its own icon', (name, icon) => {
    expect(categoryIconFor(name)).toBe(icon);
  });

  it('ignores case and extra spaces', () => {
    expect(categoryIconFor('Software Engineering')).toBe(CodeXmlIcon);
    expect(categoryIconFor('DEVOPS')).toBe(InfinityIcon);
    expect(categoryIconFor('  Full   Stack Development ')).toBe(LayersIcon);
  });

  it('finds the name inside longer ones', () => {
    expect(categoryIconFor('UI/UX Design')).toBe(PaletteIcon);
    expect(categoryIconFor('Digital Marketing')).toBe(MegaphoneIcon);
    expect(categoryIconFor('Corporate Finance & Accounting')).toBe(IndianRupeeIcon);
  });

  it('gives any other name the default icon', () => {
    expect(defaultCategoryIcon).toBe(BriefcaseIcon);
    for (const name of ['Sales', 'Human Resources', 'Frontend Development', '']) {
      expect(categoryIconFor(name)).toBe(BriefcaseIcon);
    }
  });
});

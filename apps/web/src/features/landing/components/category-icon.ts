import {
  BrainCircuitIcon,
  BriefcaseIcon,
  ChartColumnIcon,
  CodeXmlIcon,
  IndianRupeeIcon,
  InfinityIcon,
  LayersIcon,
  type LucideIcon,
  MegaphoneIcon,
  PaletteIcon,
  ServerCogIcon,
} from 'lucide-react';

/**
 * A category's icon is chosen by its name (docs/product/catalogue.md#landing-page). Matching
 * ignores case and looks for the name inside longer ones ('UI/UX Design' is design, 'Digital
 * Marketing' is marketing); the more specific names are tried first. Anything else gets the default
 * icon.
 */
export const categoryIcons: readonly (readonly [keyword: string, icon: LucideIcon])[] = [
  ['machine learning', BrainCircuitIcon],
  ['data science', ChartColumnIcon],
  ['full stack development', LayersIcon],
  ['backend development', ServerCogIcon],
  ['software engineering', CodeXmlIcon],
  ['devops', InfinityIcon],
  ['marketing', MegaphoneIcon],
  ['design', PaletteIcon],
  ['finance', IndianRupeeIcon],
];

export const defaultCategoryIcon: LucideIcon = BriefcaseIcon;

export function categoryIconFor(name: string): LucideIcon {
  const normalised = name.toLowerCase().replace(/\s+/g, ' ').trim();
  return categoryIcons.find(([keyword]) => normalised.includes(keyword))?.[1] ?? defaultCategoryIcon;
}

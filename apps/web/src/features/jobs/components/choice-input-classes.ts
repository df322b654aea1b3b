/** Native radio buttons and checkboxes in the theme's colour, at a size that is easy to hit. */
export const choiceInputClasses = 'size-4 shrink-0 accent-primary disabled:cursor-not-allowed';

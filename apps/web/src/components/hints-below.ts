/**
 * Mantine's order of a field's parts with the hint under the input. Hints of different length
 * above two inputs side by side push the inputs out of line; below them each row stays straight.
 */
export const HINTS_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

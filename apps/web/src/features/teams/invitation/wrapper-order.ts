/**
 * Descriptions of different length above two inputs side by side push the inputs out of line;
 * below the inputs they keep each row of the form straight.
 */
export const BELOW_INPUT: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** The middle value (the upper of the two middle ones for an even count), as the benches report. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

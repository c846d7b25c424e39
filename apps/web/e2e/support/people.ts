/** Test people each get their own address, so tests need no order and no clean database. */
export function aPerson(prefix = 'journey') {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstname: 'Grace',
    lastname: 'Tester',
    email: `${prefix}-${id}@example.com`,
    password: 'Correct-Horse-Battery-Staple-9',
    phonenumber: '1701234567',
    companyname: 'Example Analytics GmbH',
    street: 'Unter den Linden 1',
    postal: '10117',
    projectname: 'Weather dashboard',
    projectdescription: 'Shows the shared data on a map.',
    purpose: 'Internal reporting',
  };
}
export type Person = ReturnType<typeof aPerson>;

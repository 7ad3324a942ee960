import { configure } from '@testing-library/react';

// The CI machine has two cores shared by every team's tests: screens get 5 s to settle and a
// test 20 s to finish, instead of 1 s and 5 s. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

import { accountContracts } from '@backoffice/shared/session/account.contract';
import type { UserType } from '@backoffice/shared/user-types';
import { fakeServer } from './fake-contract-server.ts';

/** The signed-in person as GET /user/account/profile answers: an office user unless told. */
export const answerOwnProfile = (userType: UserType = 'staff') =>
  fakeServer.answer(accountContracts.profile, {
    UserId: 2,
    UserType: userType,
    UserName: 'gita',
    FirstName: 'Gita',
    LastName: 'Karki',
    Email: 'gita@example.com',
  });

/** Sign-in, tokens, sign-up, password reset and the signed-in user (tag `session`). */
import {
  EmailBody,
  LoginBody,
  LoginResponse,
  LogoutBody,
  RefreshBody,
  RefreshResponse,
  ResetConfirmBody,
  ResetLink,
  SignUpBody,
  SignUpStarted,
  SignUpVerified,
  SignUpVerifyBody,
  User,
  UserChanges,
} from '../auth'
import { Detail, ErrorDetail } from '../common'
import { area, type Endpoint } from './define'

const session = area('session', 'user')
const open = area('session', 'none')

export const sessionEndpoints: readonly Endpoint[] = [
  open.post('login', '/user/v2/auth/', {
    summary: 'Sign in: a JWT pair and the user',
    body: LoginBody,
    responses: { 200: LoginResponse, 401: ErrorDetail },
  }),
  open.post('refreshToken', '/user/v2/auth/refresh/', {
    summary: 'New access (and, with rotation, refresh) token; the refresh token given is blacklisted',
    body: RefreshBody,
    responses: { 200: RefreshResponse, 401: ErrorDetail },
  }),
  session.delete('logout', '/user/logout/', {
    summary: 'Sign out: the refresh token given is blacklisted',
    body: LogoutBody,
    responses: { 204: null },
  }),
  session.get('getCurrentUser', '/user/', { summary: 'The signed-in user', responses: { 200: User } }),
  session.patch('updateCurrentUser', '/user/', {
    summary: 'Change the name or phone of the signed-in user',
    body: UserChanges,
    responses: { 200: User },
  }),
  open.post('signUp', '/user/v2/create/', {
    summary: 'Sign-up, step 1: a 6-digit code is mailed (202); a staff caller creates the account at once (201)',
    body: SignUpBody,
    responses: { 201: User, 202: SignUpStarted },
  }),
  open.post('verifySignUp', '/user/v2/create/verify/', {
    summary: 'Sign-up, step 2: the code',
    body: SignUpVerifyBody,
    responses: { 201: SignUpVerified },
  }),
  open.post('resendSignUpCode', '/user/v2/create/resend/', {
    summary: 'A new sign-up code (429 before the cool-down)',
    body: EmailBody,
    responses: { 200: SignUpStarted, 429: ErrorDetail },
  }),
  open.post('requestPasswordReset', '/user/password-reset/', {
    summary: 'Mail a password-reset link (the same answer whether or not an account has the e-mail)',
    body: EmailBody,
    responses: { 200: Detail, 429: ErrorDetail },
  }),
  open.post('checkPasswordReset', '/user/password-reset/check/', {
    summary: 'Is the reset link still good',
    body: ResetLink,
    responses: { 200: Detail },
  }),
  open.post('confirmPasswordReset', '/user/password-reset/confirm/', {
    summary: 'Set the new password',
    body: ResetConfirmBody,
    responses: { 200: Detail },
  }),
]

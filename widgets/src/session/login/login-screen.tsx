import { firstLoginError, type LoginField } from '@backoffice/shared/session/login-form';
import { sessionContracts } from '@backoffice/shared/session/session.contract';
import type { LoginUser } from '@backoffice/shared/session/sign-in.schema';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { setCurrentCompanyId } from '../../core/company.store.ts';
import { clientOf } from '../../core/contract-client.ts';
import { AppLink } from '../../core/navigation.tsx';
import { completeSignIn } from '../../core/session.store.ts';
import { serverUrl } from '../../core/site-config.ts';
import { PasswordField } from '../../ui/fields/password-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { Loader } from '../../ui/loader.tsx';
import { toast } from '../../ui/toast.store.ts';
import { type LoginPageData, loadLoginPage } from './login-page-data.ts';
import { OtpVerifyModal } from './otp-verify-modal.tsx';
import { TwoFactorSetupModal } from './two-factor-setup-modal.tsx';

export type LoginVariant = 'admin' | 'dealer';

export interface SignedInDetail {
  UserName: string;
  Roles: string[];
  CompanyId: number;
}

export interface LoginScreenProps {
  variant?: LoginVariant | undefined;
  onSignedIn?: ((detail: SignedInDetail) => void) | undefined;
}

type SecondFactor = { kind: 'setup' | 'verify'; challengeToken: string } | null;

const DEFAULT_SIDE_IMAGE = '/brand/login-side.svg';

const sessionApi = clientOf(sessionContracts);

const SIGN_IN: Record<LoginVariant, typeof sessionApi.adminLogin> = {
  admin: sessionApi.adminLogin,
  dealer: sessionApi.dealerLogin,
};

/** The login page of spec section 2, in its admin and dealer variants. */
export const LoginScreen = ({ variant = 'admin', onSignedIn }: LoginScreenProps) => {
  const [page, setPage] = useState<LoginPageData | null>(null);
  const [branchId, setBranchId] = useState('');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: LoginField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [secondFactor, setSecondFactor] = useState<SecondFactor>(null);
  const fields = {
    branch: useRef<HTMLSelectElement>(null),
    userName: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    let live = true;
    void loadLoginPage().then((loaded) => {
      if (live) setPage(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (page) (page.multiBranching ? fields.branch : fields.userName).current?.focus();
  }, [page, fields.branch, fields.userName]);

  const messageFor = (field: LoginField) => (error?.field === field ? error.message : undefined);
  const clearError = (field: LoginField) => {
    if (error?.field === field) setError(null);
  };

  const finish = (user: LoginUser) => {
    completeSignIn(user, setCurrentCompanyId);
    setSecondFactor(null);
    onSignedIn?.({
      UserName: `${user.FirstName} ${user.LastName}`.trim(),
      Roles: user.Roles.map((role) => role.Name),
      CompanyId: user.CompanyId,
    });
  };

  const submit = async () => {
    if (busy || !page) return;
    const problem = firstLoginError({ branchRequired: page.multiBranching, branchId, userName, password });
    setError(problem);
    if (problem) {
      fields[problem.field].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const user = await SIGN_IN[variant]({
        body: {
          UserName: userName.trim(),
          Password: password,
          BranchId: page.multiBranching ? Number(branchId) : undefined,
        },
      });
      if (user.Token) finish(user);
      else if (user.ChallengeToken) {
        setSecondFactor({
          kind: user.TwoFactorEnrolled ? 'verify' : 'setup',
          challengeToken: user.ChallengeToken,
        });
      }
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (!page) return <Loader fill label="Loading the login page" />;

  const sideImage = serverUrl(page.sidePath ?? DEFAULT_SIDE_IMAGE);
  const title = variant === 'dealer' ? 'Dealer Login' : 'Admin Login';

  return (
    <div
      className="bo-login"
      style={
        page.backgroundPath ? { backgroundImage: `url("${serverUrl(page.backgroundPath)}")` } : undefined
      }
    >
      <div className="bo-login-side" style={{ backgroundImage: `url("${sideImage}")` }} role="presentation" />
      <main className="bo-login-main">
        <div className="bo-login-card">
          {page.logoPath ? (
            <img className="bo-login-logo" src={serverUrl(page.logoPath)} alt="Company logo" height={48} />
          ) : null}
          <h1>{title}</h1>
          <p className="bo-muted">Enter your credentials to access the dashboard</p>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {page.multiBranching ? (
              <div className="bo-field">
                <label htmlFor="bo-login-branch">Branch</label>
                <select
                  id="bo-login-branch"
                  ref={fields.branch}
                  className="bo-input"
                  value={branchId}
                  aria-invalid={messageFor('branch') ? true : undefined}
                  aria-describedby={messageFor('branch') ? 'bo-login-branch-error' : undefined}
                  onChange={(event) => {
                    setBranchId(event.currentTarget.value);
                    clearError('branch');
                  }}
                >
                  <option value="">Select Branch</option>
                  {page.branches.map((branch) => (
                    <option key={branch.Id} value={branch.Id}>
                      {branch.Name}
                    </option>
                  ))}
                </select>
                {messageFor('branch') ? (
                  <p id="bo-login-branch-error" className="bo-field-error">
                    {messageFor('branch')}
                  </p>
                ) : null}
              </div>
            ) : null}
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              inputRef={fields.userName}
              value={userName}
              error={messageFor('userName')}
              onChange={(event) => {
                setUserName(event.currentTarget.value);
                clearError('userName');
              }}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              inputRef={fields.password}
              value={password}
              error={messageFor('password')}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                clearError('password');
              }}
            />
            <button type="submit" className="bo-btn bo-btn-primary bo-btn-block" disabled={busy}>
              {busy ? 'Logging in…' : 'LOG IN'}
            </button>
          </form>
          <p className="bo-login-switch">
            {variant === 'dealer' ? (
              <AppLink href="/account/login">Staff and admin login</AppLink>
            ) : (
              <AppLink href="/account/login?login=dealer">Dealer login</AppLink>
            )}
          </p>
        </div>
      </main>
      {secondFactor?.kind === 'setup' ? (
        <TwoFactorSetupModal
          challengeToken={secondFactor.challengeToken}
          siteName={location.hostname}
          onVerified={finish}
          onCancel={() => setSecondFactor(null)}
        />
      ) : null}
      {secondFactor?.kind === 'verify' ? (
        <OtpVerifyModal
          challengeToken={secondFactor.challengeToken}
          onVerified={finish}
          onCancel={() => setSecondFactor(null)}
        />
      ) : null}
    </div>
  );
};

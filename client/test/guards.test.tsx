import type { UserDto } from '@pen/sdk';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Protected, RootRedirect, VisitorOnly } from '../src/app/guards';
import { profileQueryKey } from '../src/features/auth';
import { seededClient } from './connections-support';

function at(path: string, profile?: Partial<UserDto>) {
  const client = seededClient(profile ? [[profileQueryKey, profile]] : []);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<RootRedirect />} />
          <Route path="/login" element={<VisitorOnly><p>login page</p></VisitorOnly>} />
          <Route path="/dashboard" element={<Protected><p>dashboard page</p></Protected>} />
          <Route path="/standing" element={<Protected><p>standing page</p></Protected>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('route guards', () => {
  it('sends a visitor at / to /login', () => {
    at('/');
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('sends a member at / to /dashboard', () => {
    sessionStorage.setItem('accessToken', 'token');
    at('/', { status: 'active' });
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('sends a member away from the login page to /dashboard', () => {
    sessionStorage.setItem('accessToken', 'token');
    at('/login', { status: 'active' });
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('sends a visitor away from a protected page to / and on to /login', () => {
    at('/dashboard');
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it("keeps a suspended member's limited session on the standing page (issue 42)", () => {
    sessionStorage.setItem('accessToken', 'token');
    at('/dashboard', { status: 'suspended' });
    expect(screen.getByText('standing page')).toBeTruthy();
    expect(screen.queryByText('dashboard page')).toBeNull();
  });
});

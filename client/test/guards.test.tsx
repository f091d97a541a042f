import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Protected, RootRedirect, VisitorOnly } from '../src/app/guards';

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        <Route path="/login" element={<VisitorOnly><p>login page</p></VisitorOnly>} />
        <Route path="/dashboard" element={<Protected><p>dashboard page</p></Protected>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route guards', () => {
  it('sends a visitor at / to /login', () => {
    at('/');
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('sends a member at / to /dashboard', () => {
    sessionStorage.setItem('accessToken', 'token');
    at('/');
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('sends a member away from the login page to /dashboard', () => {
    sessionStorage.setItem('accessToken', 'token');
    at('/login');
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('sends a visitor away from a protected page to / and on to /login', () => {
    at('/dashboard');
    expect(screen.getByText('login page')).toBeTruthy();
  });
});

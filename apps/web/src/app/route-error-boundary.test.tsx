import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

let navigate: NavigateFunction = () => undefined;

function Broken(): never {
  throw new Error('the page broke');
}

function Fine() {
  return <h1>a fine page</h1>;
}

function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('RouteErrorBoundary', () => {
  it('shows the error in place of the routes and clears it on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Navigator />
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<Fine />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!the page broke');

    await act(async () => navigate('/fine'));
    expect(screen.getByRole('heading', { name: 'a fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

// A screen that throws while rendering shows the route's fallback (a heading, role=alert, Reload and a way back) in its
// place, the layout around it still working; following a link clears it. Every route of the app's table has one.
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { routes } from '../../web/src/app/AppRoutes.tsx';
import { RouteFailed } from '../../web/src/app/RouteFailed.tsx';
import { paths } from '../../web/src/shared/routes.ts';

function Broken(): never {
  throw new Error('The customer has no name');
}

function Shell() {
  return (
    <>
      <nav>
        <Link to="/dashboard/workers">Contacts</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

describe('a route whose screen throws', () => {
  it('shows the fallback in the screen’s place, keeps the shell, and clears it when another screen is opened', async () => {
    // React and React Router say the thrown error in the console: expected here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const router = createMemoryRouter(
        [
          {
            path: paths.dashboard,
            element: <Shell />,
            errorElement: <RouteFailed part="shell" />,
            children: [
              { path: 'users', element: <Broken />, errorElement: <RouteFailed part="screen" /> },
              { path: 'workers', element: <h1>Contacts</h1>, errorElement: <RouteFailed part="screen" /> },
            ],
          },
        ],
        { initialEntries: [paths.customers] },
      );
      render(
        <IntlProvider locale="en" defaultLocale="en">
          <RouterProvider router={router} />
        </IntlProvider>,
      );

      const failure = await screen.findByRole('alert');
      expect(within(failure).getByRole('heading', { level: 1, name: 'This screen could not be shown.' })).toBeTruthy();
      expect(failure.textContent).toContain('Reload to try again.');
      // Not a production build: the error's own words are shown for the developer.
      expect(failure.textContent).toContain('The customer has no name');
      expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(paths.dashboard);

      await userEvent.setup().click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Contacts' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      quiet.mockRestore();
    }
  });

  it('is what every route of the app’s table shows, each dashboard screen inside the shell', () => {
    const dashboard = routes.find((route) => route.path === paths.dashboard)!;
    expect(dashboard.errorElement).toEqual(<RouteFailed part="shell" />);
    for (const route of [...routes, ...dashboard.children!].filter((each) => each !== dashboard)) {
      expect(route.errorElement).toEqual(<RouteFailed part="screen" />);
    }
  });
});

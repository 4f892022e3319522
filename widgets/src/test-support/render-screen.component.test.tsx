import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './render-screen.tsx';

describe('renderScreen', () => {
  // Each project must really render with its library, or the two runs would prove one build twice.
  it('renders with React in component-react and with Preact in component-preact', async ({ task }) => {
    const { container } = renderScreen(<p>Rendered</p>);
    await screen.findByText('Rendered');
    const byReact = Object.keys(container).some((key) => key.startsWith('__reactContainer'));
    expect(byReact).toBe(task.file.projectName === 'component-react');
  });
});

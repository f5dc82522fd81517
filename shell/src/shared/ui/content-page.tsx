import type { ReactNode } from 'react';
import { titleOf } from '../config/route-table';
import './content-page.css';

/** A text page of the shell: its h1 is the route table's title, so the head and the page agree. */
export function ContentPage({ path, testId, children }: { path: string; testId: string; children: ReactNode }) {
  return (
    <article className="shell-content" data-testid={testId}>
      <h1>{titleOf(path)}</h1>
      {children}
    </article>
  );
}

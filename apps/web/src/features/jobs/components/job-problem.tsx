import type { ReactNode } from 'react';

/** A page in place of the job: a title, what happened and what to do next. */
export function JobProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto mt-10 flex max-w-xl flex-col items-center text-center">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

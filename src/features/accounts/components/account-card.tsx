import type { ReactNode } from 'react';
import { usePageTitle } from '@/ui/use-page-title';

/** The frame shared by the four auth pages. */
export function AccountCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="mx-auto w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {subtitle && <p className="mt-1 text-stone-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

import { Link } from 'react-router';
import { paths } from '@/app/paths';

export function Logo() {
  return (
    <Link to={paths.recipes()} className="flex items-center gap-2 text-xl font-bold text-emerald-700" data-testid="logo">
      <img src="/logo.svg" alt="" className="h-8 w-8" />
      <span>Nioo</span>
    </Link>
  );
}

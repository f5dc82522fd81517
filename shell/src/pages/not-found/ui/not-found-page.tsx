import { NotFoundState } from '@store/ui';

/** The route table has no such page (the shell's server answers it with HTTP 404 too). */
export function NotFoundPage() {
  return (
    <section data-testid="shell-not-found">
      <NotFoundState text="Такой страницы нет. Начните с главной или откройте каталог." />
    </section>
  );
}
